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

/**
 * The fleet due list on `/PMS/manage` (issue 14): its filters go to the server; the "Template deleted"
 * catalogue filter asks for the ship copies whose catalogue job template was deleted, at any due date.
 */
describe('the fleet due list', () => {
  it('lists the unlinked copies when the catalogue filter asks for them', async () => {
    signIn(ADMIN);
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
        const unlinked = url.searchParams.get('unlinked') === 'true';
        return json({
          data: [unlinked ? UNLINKED : LISTED],
          page: { total: 1, offset: 0, limit: 25 },
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/PMS/manage');
    const list = await screen.findByRole('region', { name: 'Due list' }, { timeout: 15_000 });
    expect(await within(list).findByText(JOB.title)).toBeVisible();
    expect(asked.at(-1)?.get('unlinked')).toBeNull();
    expect(asked.at(-1)?.get('dueWithinDays')).toBe('30');

    await user.click(within(list).getByRole('combobox', { name: 'Catalogue' }));
    await user.click(await screen.findByRole('option', { name: 'Template deleted' }));
    expect(await within(list).findByText('Old purifier overhaul')).toBeVisible();
    await waitFor(() => expect(asked.at(-1)?.get('unlinked')).toBe('true'));
  });
});
