import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Job } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { JOB } from './job.test-fixtures';

const { completions: _c, postponements: _p, templateDeleted: _t, ...LISTED } = JOB;
const UNLINKED: Job = {
  ...LISTED,
  id: '5f0c2a1e-7b3d-4c8e-9a6f-2d1b0e9c8a7f',
  title: 'Old purifier overhaul',
};

function stubFleet(jobs: (query: URLSearchParams) => Job[]) {
  const asked: URLSearchParams[] = [];
  stubApi({
    ...accessHandlers(['PMS.catalogues', 'PMS.jobs']),
    'GET /pms/fleet': () =>
      json({
        data: [
          {
            shipId: SHIP_A.id,
            shipName: SHIP_A.name,
            family: null,
            components: 40,
            critical: 6,
            counters: 3,
            lastReadingOn: null,
          },
        ],
      }),
    'GET /pms/jobs/fleet-counts': () => json({ data: [] }),
    'GET /pms/jobs': ({ url }) => {
      asked.push(url.searchParams);
      const data = jobs(url.searchParams);
      return json({ data, page: { total: data.length, offset: 0, limit: 25 } });
    },
  });
  return asked;
}

async function chooseTemplateDeleted(list: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(list).getByRole('combobox', { name: 'Catalogue' }));
  await user.click(await screen.findByRole('option', { name: 'Template deleted' }));
  return user;
}

/**
 * The fleet due list on `/PMS/manage` (issue 14): its filters go to the server; the "Template deleted"
 * catalogue filter asks for the ship copies whose catalogue job template was deleted, at any due date.
 */
describe('the fleet due list', () => {
  it('lists the unlinked copies when the catalogue filter asks for them', async () => {
    signIn(ADMIN);
    const asked = stubFleet((q) => [q.get('unlinked') === 'true' ? UNLINKED : LISTED]);
    renderApp('/PMS/manage');
    const list = await screen.findByRole('region', { name: 'Due list' }, { timeout: 15_000 });
    expect(await within(list).findByText(JOB.title)).toBeVisible();
    // One "Due list" section (the page does not wrap the list's own section in another).
    expect(screen.getAllByRole('region', { name: 'Due list' })).toHaveLength(1);
    expect(asked.at(-1)?.get('unlinked')).toBeNull();
    expect(asked.at(-1)?.get('dueWithinDays')).toBe('30');

    await chooseTemplateDeleted(list);
    expect(await within(list).findByText('Old purifier overhaul')).toBeVisible();
    await waitFor(() => expect(asked.at(-1)?.get('unlinked')).toBe('true'));
  });

  it('says in its own words that no copy has lost its template, and how to see them at any date', async () => {
    signIn(ADMIN);
    stubFleet((q) => (q.get('unlinked') === 'true' ? [] : [LISTED]));
    renderApp('/PMS/manage');
    const list = await screen.findByRole('region', { name: 'Due list' }, { timeout: 15_000 });
    expect(await within(list).findByText(JOB.title)).toBeVisible();
    const user = await chooseTemplateDeleted(list);
    expect(
      await within(list).findByText(
        'No job whose catalogue template was deleted falls due in this window. Choose “Any time” to see them all.',
      ),
    ).toBeVisible();
    await user.click(within(list).getByRole('combobox', { name: 'Due within' }));
    await user.click(await screen.findByRole('option', { name: 'Any time' }));
    expect(
      await within(list).findByText('Every job of these ships still follows its catalogue template.'),
    ).toBeVisible();
  });
});
