import { act, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

function ListPage() {
  const [params, setParams] = useListParams();
  return (
    <div>
      <p>query: {params.q || '(none)'}</p>
      <button type="button" onClick={() => setParams({ q: 'FA-170' })}>
        write query
      </button>
      <Link to="/other">other page</Link>
    </div>
  );
}

describe('useListParams', () => {
  it('keeps the list query in the URL', async () => {
    const router = createMemoryRouter([{ path: '/list', Component: ListPage }], {
      initialEntries: ['/list'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'write query' }).click());
    expect(router.state.location.search).toBe('?q=FA-170');
    expect(screen.getByText('query: FA-170')).toBeInTheDocument();
  });

  it('does not pull the user back when a late (debounced) write comes during a navigation away', async () => {
    let release: () => void = () => undefined;
    const otherLoaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/list', Component: ListPage },
        {
          path: '/other',
          lazy: async () => {
            await otherLoaded;
            return { Component: () => <p>the other page</p> };
          },
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    // The user clicks away; the next page's code is still loading…
    await act(async () => screen.getByRole('link', { name: 'other page' }).click());
    expect(router.state.navigation.location?.pathname).toBe('/other');
    // …when the list's debounced search fires.
    await act(async () => screen.getByRole('button', { name: 'write query' }).click());
    await act(async () => release());
    await screen.findByText('the other page');
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});

describe('useListParams, a late write', () => {
  it('keeps what another part of the page put into the URL meanwhile', async () => {
    // The debounced search holds the setter of the render that scheduled it.
    let scheduled: ((patch: { q: string }) => void) | undefined;
    function Page() {
      const [params, setParams] = useListParams();
      const [search, setSearch] = useSearchParams();
      scheduled ??= setParams;
      return (
        <div>
          <p>query: {params.q || '(none)'}</p>
          <p>open: {search.get('po') ?? '(none)'}</p>
          <button type="button" onClick={() => setSearch((s) => (s.set('po', '42'), s))}>
            open order
          </button>
        </div>
      );
    }
    const router = createMemoryRouter([{ path: '/list', Component: Page }], { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'open order' }).click());
    expect(screen.getByText('open: 42')).toBeInTheDocument();
    await act(async () => scheduled?.({ q: 'FA-170' }));
    expect(new URLSearchParams(router.state.location.search).get('po')).toBe('42');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('FA-170');
  });
});
