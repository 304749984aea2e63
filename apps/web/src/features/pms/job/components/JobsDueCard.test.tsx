import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { JOB } from './job.test-fixtures';

const { completions: _c, postponements: _p, templateDeleted: _t, ...LISTED } = JOB;
const listed = (over: Partial<Job>): Job => ({ ...LISTED, ...over });

/** The dashboard's "Maintenance due" card (issue 14): the user's ships' overdue and due-soon jobs. */
describe('the dashboard card of jobs due', () => {
  it('counts overdue and due jobs and lists the soonest, each linking to its job', async () => {
    signIn(MASTER);
    const asked: string[] = [];
    stubApi({
      ...accessHandlers(['dashboard', 'PMS.jobs']),
      'GET /access/actions/me/': () => json({ data: [{ ship_id: SHIP_A.id, actions: ['job_read'] }] }),
      'GET /pms/jobs': ({ url }) => {
        asked.push(url.search);
        return url.searchParams.get('overdue') === 'true'
          ? json({ data: [listed({})], page: { total: 2, offset: 0, limit: 1 } })
          : json({
              data: [
                listed({}),
                listed({
                  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
                  title: 'Lifeboat No. 1 weekly inspection',
                  dueStatus: 'DUE_SOON',
                  dueOn: '2026-12-02',
                  daysLeft: 6,
                }),
              ],
              page: { total: 5, offset: 0, limit: 6 },
            });
      },
    });
    renderApp('/');
    expect(await screen.findByText('Maintenance due', {}, { timeout: 15_000 })).toBeVisible();
    expect(await screen.findByText('2 overdue · 5 due within 30 days')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Maintenance jobs due' });
    expect(within(list).getByRole('link', { name: JOB.title })).toHaveAttribute('href', `/PMS/job/${JOB.id}`);
    expect(within(list).getByText('Lifeboat No. 1 weekly inspection')).toBeVisible();
    expect(within(list).getByText('Overdue')).toBeVisible();
    // Asked of the server: due within 30 days (the first six), and the overdue count.
    expect(asked.some((q) => /dueWithinDays=30/.test(q) && /limit=6/.test(q))).toBe(true);
    expect(asked.some((q) => /overdue=true/.test(q))).toBe(true);
  });

  it('says so when nothing falls due', async () => {
    signIn(MASTER);
    stubApi({
      ...accessHandlers(['dashboard', 'PMS.jobs']),
      'GET /pms/jobs': () => json({ data: [], page: { total: 0, offset: 0, limit: 6 } }),
    });
    renderApp('/');
    expect(
      await screen.findByText('No job falls due in the next 30 days.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('0 overdue · 0 due within 30 days')).toBeVisible();
  });
});
