import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';

const catalogue = (id: string, name: string): Catalogue => ({
  id,
  name,
  family: 'Ultramax bulk carriers',
  description: '',
  components: 0,
  ships: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
});
const MINE = catalogue('7d1e6c2a-0000-4000-8000-000000000001', 'Ultramax 2024');
const NEWER = catalogue('7d1e6c2a-0000-4000-8000-000000000002', 'Someone else’s new catalogue');

describe('the PMS catalogue page', () => {
  it('keeps the catalogue in view when a refetch lists a newer one first', async () => {
    signIn(MASTER);
    let list = [MINE];
    stubApi({
      ...accessHandlers(['dashboard', 'PMS.catalogues']),
      'GET /access/actions/me/': () =>
        json({ data: [{ ship_id: SHIP_A.id, actions: ['component_management', 'job_read'] }] }),
      'GET /pms/catalogues': () => json({ data: list }),
    });
    const { queryClient } = renderApp('/PMS/catalogue');
    expect(await screen.findByRole('combobox', { name: 'Catalogue' })).toHaveTextContent('Ultramax 2024');
    list = [NEWER, MINE];
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('combobox', { name: 'Catalogue' })).toHaveTextContent('Ultramax 2024');
  });
});
