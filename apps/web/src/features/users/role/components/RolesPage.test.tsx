import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTION_DESCRIPTIONS, ACTION_NAMES } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { ROLE, pageOf } from '../../../../test/fixtures';

const catalogue = { data: ACTION_NAMES.map((name) => ({ name, description: ACTION_DESCRIPTIONS[name] })) };

describe('roles', () => {
  it('creates a role with areas chosen by group and actions with their descriptions', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers([]),
      'GET /access/roles/': () => json(pageOf([ROLE])),
      'GET /access/actions/': () => json(catalogue),
      'POST /access/roles/': ({ init }) =>
        json({ data: { ...ROLE, ...JSON.parse(String(init.body)), id: ROLE.id } }, 201),
    });
    renderApp('/user/access/role');
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    expect(await within(dialog).findByText(ACTION_DESCRIPTIONS.approve_purchase_order)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox', { name: /^[a-z_]+/ }).length).toBeGreaterThanOrEqual(
      ACTION_NAMES.length,
    );

    await user.type(within(dialog).getByLabelText('Name'), 'Chief engineer');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All Maintenance areas' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /job_read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as {
      name: string;
      sidebar: string[];
      actions: string[];
    };
    expect(body.name).toBe('Chief engineer');
    expect(body.sidebar.sort()).toEqual(['PMS.catalogues', 'PMS.jobs']);
    expect(body.actions).toEqual(['job_read']);
  });

  it('edits with the version and deletes after confirmation', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers([]),
      'GET /access/roles/': () => json(pageOf([ROLE])),
      'GET /access/actions/': () => json(catalogue),
      [`DELETE /access/roles/${ROLE.id}`]: () => json({ data: ROLE }),
    });
    renderApp('/user/access/role');
    await user.click(await screen.findByRole('row', { name: 'Edit Purchaser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Purchaser' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete role Purchaser?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('only informs when a role in use is deleted', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubApi({
      ...accessHandlers([]),
      'GET /access/roles/': () => json(pageOf([{ ...ROLE, userCount: 3 }])),
      'GET /access/actions/': () => json(catalogue),
    });
    renderApp('/user/access/role');
    await user.click(await screen.findByRole('row', { name: 'Edit Purchaser' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const info = await screen.findByRole('dialog', { name: 'Purchaser is in use' });
    expect(info).toHaveTextContent('3 users hold this role');
    expect(within(info).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });
});
