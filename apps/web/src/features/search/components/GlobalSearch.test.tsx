import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../test/helpers';

const REQ_A = '0b6f7c1e-6f1a-4c55-9d1e-3a2b1c0d9e01';
const REQ_B = '0b6f7c1e-6f1a-4c55-9d1e-3a2b1c0d9e02';
const SHIP = '0b6f7c1e-6f1a-4c55-9d1e-3a2b1c0d9e03';

const ANSWER: SearchAnswer = {
  q: 'au',
  groups: [
    {
      kind: 'ship',
      label: 'Ships',
      items: [
        {
          kind: 'ship',
          id: SHIP,
          title: 'Keel Aurora',
          subtitle: 'IMO 9700001',
          shipId: SHIP,
          link: `/fleet/${SHIP}`,
        },
      ],
    },
    {
      kind: 'requisition',
      label: 'Requisitions',
      items: [
        {
          kind: 'requisition',
          id: REQ_A,
          title: 'REQ-2026-00001',
          subtitle: 'Auxiliary engine spares · Keel Aurora · Submitted',
          shipId: SHIP,
          link: `/purchasing/requisition/${REQ_A}`,
        },
        {
          kind: 'requisition',
          id: REQ_B,
          title: 'REQ-2026-00002',
          subtitle: 'Autopilot repair · Keel Aurora · Draft',
          shipId: SHIP,
          link: `/purchasing/requisition/${REQ_B}`,
        },
      ],
    },
    { kind: 'user', label: 'Users', items: [] },
  ],
};

function setUp() {
  signIn(ADMIN);
  const { calls } = stubApi({
    ...accessHandlers(['dashboard', 'fleet', 'purchasing.requisition', 'users']),
    'GET /search': () => json({ data: ANSWER }),
  });
  return { calls, user: userEvent.setup(), ...renderApp('/users') };
}

describe('global search', () => {
  it('opens on Ctrl+K, groups the results and opens the one chosen with the arrows and Enter', async () => {
    const { calls, user, router } = setUp();
    await screen.findByRole('button', { name: 'Search' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(field).toHaveFocus();

    await user.type(field, 'a');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type at least 2 characters');
    await user.type(field, 'u');
    expect(await within(dialog).findByRole('group', { name: 'Ships' })).toBeInTheDocument();
    const list = within(dialog).getByRole('listbox', { name: 'Search results' });
    expect(calls.filter((c) => c.path === '/search')).toHaveLength(1);
    expect(within(list).getByRole('group', { name: 'Requisitions' })).toBeInTheDocument();
    // An empty group is not shown.
    expect(within(list).queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();

    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/purchasing/requisition/${REQ_B}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
  });

  it('opens with the top bar button and with /, and closes on Esc', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    // A slash typed in the search field is text, not a second shortcut.
    const field = screen.getByRole('combobox', { name: 'Search' });
    await user.type(field, 'a/b');
    expect(field).toHaveValue('a/b');
  });

  it('says when nothing matches', async () => {
    signIn(ADMIN);
    stubApi({
      ...accessHandlers(['users']),
      'GET /search': ({ url }) => json({ data: { q: url.searchParams.get('q'), groups: [] } }),
    });
    const user = userEvent.setup();
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument();
  });
});
