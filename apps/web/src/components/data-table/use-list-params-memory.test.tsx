import { act, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../app/auth/auth-context';
import { listMemoryKey } from './list-memory';
import { useListParams } from './use-list-params';

const ANA = 'a1b2c3d4-0000-4000-8000-00000000000a';
const BEN = 'a1b2c3d4-0000-4000-8000-00000000000b';

function ListPage() {
  const [params, setParams, controls] = useListParams({ sort: 'name', filters: ['state'] });
  return (
    <div>
      <p>state: {params.filters.state || '(all)'}</p>
      <p>query: {params.q || '(none)'}</p>
      <p>sort: {params.sort}</p>
      <p>filtered: {String(controls.isFiltered)}</p>
      <button type="button" onClick={() => setParams({ filters: { state: 'SENT' }, q: 'pump', offset: 50 })}>
        filter
      </button>
      <button type="button" onClick={controls.reset}>
        reset
      </button>
      <Link to="/other">other page</Link>
    </div>
  );
}

/** The list screen and another one, with `userId` signed in. */
function renderAs(userId: string | null, entry = '/list') {
  const router = createMemoryRouter(
    [
      { path: '/list', Component: ListPage },
      { path: '/other', Component: () => <Link to="/list">back to the list</Link> },
    ],
    { initialEntries: [entry] },
  );
  const auth = { user: userId ? { id: userId } : null } as unknown as AuthContextValue;
  const view = render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return { router, unmount: view.unmount };
}

describe('useListParams remembers the filters per user and screen', () => {
  it('restores the filters, search and sort (not the page) when the user comes back without parameters', async () => {
    const first = renderAs(ANA);
    await act(async () => screen.getByRole('button', { name: 'filter' }).click());
    expect(localStorage.getItem(listMemoryKey(ANA, '/list'))).toBe('q=pump&state=SENT');
    await act(async () => screen.getByRole('link', { name: 'other page' }).click());
    await act(async () => screen.getByRole('link', { name: 'back to the list' }).click());
    expect(screen.getByText('state: SENT')).toBeInTheDocument();
    expect(screen.getByText('query: pump')).toBeInTheDocument();
    const search = new URLSearchParams(first.router.state.location.search);
    expect(search.get('state')).toBe('SENT');
    expect(search.get('offset')).toBeNull();
    first.unmount();
    // A new visit (a new tab, the sidebar) of the same user.
    renderAs(ANA);
    expect(screen.getByText('state: SENT')).toBeInTheDocument();
    expect(screen.getByText('filtered: true')).toBeInTheDocument();
  });

  it('remembers a change at once, before React renders it (a reload right after the change keeps it)', async () => {
    renderAs(ANA);
    // No act(): nothing has rendered or run its effects yet when the storage is read.
    screen.getByRole('button', { name: 'filter' }).click();
    expect(localStorage.getItem(listMemoryKey(ANA, '/list'))).toBe('q=pump&state=SENT');
    await act(async () => undefined);
  });

  it('lets parameters in the URL win over what is remembered', () => {
    localStorage.setItem(listMemoryKey(ANA, '/list'), 'state=SENT&q=pump');
    const { router } = renderAs(ANA, '/list?state=DRAFT');
    expect(screen.getByText('state: DRAFT')).toBeInTheDocument();
    expect(screen.getByText('query: (none)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=DRAFT');
  });

  it('keeps two users of one browser apart', async () => {
    const ana = renderAs(ANA);
    await act(async () => screen.getByRole('button', { name: 'filter' }).click());
    ana.unmount();
    renderAs(BEN);
    expect(screen.getByText('state: (all)')).toBeInTheDocument();
    expect(screen.getByText('filtered: false')).toBeInTheDocument();
  });

  it('"reset" goes back to the defaults and forgets the screen', async () => {
    localStorage.setItem(listMemoryKey(ANA, '/list'), 'state=SENT&q=pump&sort=-name');
    const { router, unmount } = renderAs(ANA);
    expect(screen.getByText('sort: -name')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'reset' }).click());
    expect(screen.getByText('state: (all)')).toBeInTheDocument();
    expect(screen.getByText('sort: name')).toBeInTheDocument();
    expect(screen.getByText('filtered: false')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(listMemoryKey(ANA, '/list'))).toBeNull();
    unmount();
    renderAs(ANA);
    expect(screen.getByText('state: (all)')).toBeInTheDocument();
  });

  it('remembers nothing without a signed-in user', async () => {
    renderAs(null);
    await act(async () => screen.getByRole('button', { name: 'filter' }).click());
    expect(localStorage.length).toBe(0);
  });
});
