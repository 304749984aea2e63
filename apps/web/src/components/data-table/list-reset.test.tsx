import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../app/auth/auth-context';
import { LocodeFilter } from '../filter-bar/LocodeFilter';
import { DataTable } from './DataTable';
import { listMemoryKey } from './list-memory';
import { useListParams } from './use-list-params';

const ANA = 'a1b2c3d4-0000-4000-8000-00000000000a';

/** A list page as the modules write it: useListParams into DataTable, no reset wired by hand. */
function VendorsLike() {
  const [params, setParams] = useListParams({ sort: 'name', filters: ['port'] });
  return (
    <DataTable
      label="Vendors"
      columns={[{ field: 'name', header: 'Name', sortable: true }]}
      rows={[{ id: '1', name: 'Nordsea' }]}
      total={1}
      getRowId={(r) => r.id}
      params={params}
      onParamsChange={setParams}
      toolbar={
        <LocodeFilter
          value={params.filters.port ?? ''}
          onChange={(port) => setParams({ filters: { port } })}
        />
      }
    />
  );
}

/** A cursor-paged list (the noon reports): the cursor is paging, not a filter. */
function CursorPaged() {
  const [params, setParams, controls] = useListParams({ filters: ['voyage'], paging: ['cursor'] });
  return (
    <div>
      <p>cursor: {params.filters.cursor || '(none)'}</p>
      <p>filtered: {String(controls.isFiltered)}</p>
      <button type="button" onClick={() => setParams({ offset: 25, filters: { cursor: 'c-2' } })}>
        next page
      </button>
      <button type="button" onClick={() => setParams({ filters: { voyage: '042' } })}>
        voyage
      </button>
      <button type="button" onClick={controls.reset}>
        reset
      </button>
    </div>
  );
}

function renderList(Component: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: '/list', Component }], { initialEntries: ['/list'] });
  const auth = { user: { id: ANA } } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('"Reset filters" on every list built on useListParams and DataTable', () => {
  it('appears once something is filtered, without the page wiring it, and empties the filter fields', async () => {
    const user = userEvent.setup();
    const router = renderList(VendorsLike);
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    const port = screen.getByRole('textbox', { name: 'Port' });
    await user.type(port, 'nlrtm');
    expect(new URLSearchParams(router.state.location.search).get('port')).toBe('NLRTM');
    await user.click(within(screen.getByRole('table', { name: 'Vendors' })).getByText('Name'));
    expect(router.state.location.search).toContain('sort=-name');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    // The typed text follows the list's filter back to empty.
    expect(screen.getByRole('textbox', { name: 'Port' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    expect(localStorage.getItem(listMemoryKey(ANA, '/list'))).toBeNull();
  });

  it('keeps a paging cursor out of "filtered" and out of what is remembered; a reset clears it', async () => {
    const router = renderList(CursorPaged);
    await act(async () => screen.getByRole('button', { name: 'next page' }).click());
    expect(screen.getByText('cursor: c-2')).toBeInTheDocument();
    expect(screen.getByText('filtered: false')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'voyage' }).click());
    expect(screen.getByText('filtered: true')).toBeInTheDocument();
    expect(localStorage.getItem(listMemoryKey(ANA, '/list'))).toBe('voyage=042');
    await act(async () => screen.getByRole('button', { name: 'reset' }).click());
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('cursor: (none)')).toBeInTheDocument();
  });
});
