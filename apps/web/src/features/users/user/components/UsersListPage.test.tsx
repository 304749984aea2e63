import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { aUser, pageOf } from '../../../../test/fixtures';

const PRIYA = aUser();
const SVEN = aUser({
  id: '9f4c7a5e-2d6b-4e0f-9a7c-5b6d7e8f9a01',
  name: 'Sven Lindqvist',
  email: 'sven@keel.demo',
  active: false,
  assignments: [],
});

describe('users list', () => {
  it('lists users and sends search, status filter, sort and paging to the server', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubApi({
      ...accessHandlers([]),
      'GET /users/': ({ url }) =>
        json({
          data: [PRIYA, SVEN],
          page: { total: 60, offset: Number(url.searchParams.get('offset') ?? 0), limit: 25 },
        }),
    });
    renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Priya Nair')).toBeInTheDocument();
    expect(within(table).getByText('Purchaser · All ships')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();

    expect(fetchUrls()[fetchUrls().length - 1]).toContain('sort=name');

    await user.type(screen.getByRole('searchbox', { name: 'Search name, e-mail or job title' }), 'pri');
    await waitFor(() => expect(fetchUrls()).toContainEqual(expect.stringContaining('q=pri')));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(fetchUrls()).toContainEqual(expect.stringContaining('active=false')));

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(fetchUrls()).toContainEqual(expect.stringContaining('sort=-name')));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(fetchUrls()).toContainEqual(expect.stringContaining('offset=25')));
  });

  it('opens a user from the list with the keyboard', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubApi({
      ...accessHandlers([]),
      'GET /users/': () => json(pageOf([PRIYA])),
      [`GET /users/${PRIYA.id}`]: () => json({ data: PRIYA }),
      'GET /access/roles/': () => json(pageOf([])),
    });
    const { router } = renderApp('/users');
    const row = await screen.findByRole('row', { name: 'Open Priya Nair' });
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${PRIYA.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: /Priya Nair/ })).toBeInTheDocument();
  });

  it('creates a user: domain validation first, then the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers([]),
      'GET /users/': () => json(pageOf([])),
      'POST /users/': () =>
        json(
          {
            message: 'email: already taken',
            details: [{ field: 'email', message: 'A user with this e-mail already exists' }],
          },
          400,
        ),
    });
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('email must be a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByText('password must be at least 10 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Elena Petrova');
    await user.type(within(dialog).getByLabelText('Email'), 'Elena@Keel.demo');
    await user.type(within(dialog).getByLabelText('Password'), 'correct-horse-battery');
    await user.click(within(dialog).getByRole('switch', { name: /Administrator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('A user with this e-mail already exists')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Elena Petrova',
      email: 'elena@keel.demo',
      password: 'correct-horse-battery',
      jobTitle: null,
      isAdmin: true,
      assignments: [],
    });
  });
});

function fetchUrls(): string[] {
  return (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map((c) => String(c[0]));
}
