import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { ROLE, SHIP_A, aUser, pageOf } from '../../../../test/fixtures';

const PRIYA = aUser();
const path = `/users/${PRIYA.id}`;

function detailHandlers(current: () => ReturnType<typeof aUser>) {
  return {
    ...accessHandlers(['users']),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /access/roles/': () => json(pageOf([ROLE])),
    [`GET ${path}`]: () => json({ data: current() }),
  };
}

describe('user page', () => {
  it('shows "changed by someone else" on a 409 and reloads the latest version', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    let current = PRIYA;
    const { calls } = stubApi({
      ...detailHandlers(() => current),
      [`PATCH ${path}`]: () => {
        current = aUser({ name: 'Priya N. Nair', version: 2 });
        return json({ message: 'This user was changed by someone else; reload and try again' }, 409);
      },
    });
    renderApp(path);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Priya Nair-Smith');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      version: 1,
      name: 'Priya Nair-Smith',
    });

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Priya N. Nair');
  });

  it('hides the admin flag from non-administrators', async () => {
    signIn(MASTER);
    stubApi(detailHandlers(() => PRIYA));
    renderApp(path);
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Administrator' })).not.toBeInTheDocument();
  });

  it('adds a role on one ship and saves the assignments with the version', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...detailHandlers(() => PRIYA),
      [`PUT ${path}/roles`]: () =>
        json({
          data: aUser({
            version: 2,
            assignments: [
              ...PRIYA.assignments,
              { roleId: ROLE.id, shipId: SHIP_A.id, roleName: ROLE.name, shipName: SHIP_A.name },
            ],
          }),
        }),
    });
    renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('Choose a role')).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'Role assignments' })).getAllByRole('listitem');
    await user.click(within(rows[1]!).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: ROLE.name }));
    await user.click(within(rows[1]!).getByRole('combobox', { name: 'Ship' }));
    await user.click(await screen.findByRole('option', { name: SHIP_A.name }));
    await user.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        version: 1,
        assignments: [
          { roleId: ROLE.id, shipId: null },
          { roleId: ROLE.id, shipId: SHIP_A.id },
        ],
      }),
    );
  });

  it('deactivates after confirmation', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    // The server's copy: the refetch after saving must see the deactivated user.
    let current = PRIYA;
    const { calls } = stubApi({
      ...detailHandlers(() => current),
      [`PATCH ${path}`]: () => {
        current = aUser({ active: false, version: 2 });
        return json({ data: current });
      },
    });
    renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Priya Nair?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 1, active: false }),
    );
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });
});
