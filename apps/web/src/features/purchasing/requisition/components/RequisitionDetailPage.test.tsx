import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequisitionBudgetCheck, RequisitionDetail } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';
import { aRequisition } from './requisition-test-data';

function setup(r: RequisitionDetail, actions: string[], extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(['dashboard', 'purchasing.requisition']),
    'GET /access/actions/me/': () => json({ data: [{ ship_id: SHIP_A.id, actions }] }),
    'GET /purchasing/requisitions/categories': () => json({ data: [] }),
    [`GET /purchasing/requisitions/${r.id}`]: () => json({ data: r }),
    ...extra,
  });
}

const OVER: RequisitionBudgetCheck = {
  status: 'over',
  warn: true,
  message: 'Over budget: 200 Engine spares of Keel Aurora has 1000.00 USD for 2026',
  year: 2026,
  currency: 'USD',
  estimatedAmount: '900.00',
  budget: '1000.00',
  committed: '400.00',
  afterSubmit: '1300.00',
  excess: '300.00',
  budgetCategoryId: '00000000-0000-4000-8000-000000000200',
  budgetLabel: '200 Engine spares (covers 240 Pumps & valves)',
};

describe('requisition page', () => {
  it('shows a missing quantity under the field and never sends the draft', async () => {
    const user = userEvent.setup();
    const r = aRequisition({ sentBackReason: 'Add the part numbers' });
    const { calls } = setup(r, ['manage_req_status']);
    renderApp(`/purchasing/requisition/${r.id}`);
    expect(await screen.findByText('Add the part numbers', {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const line = screen.getByRole('group', { name: 'Line 3' });
    // Pasted, not typed: every key re-renders the whole requisition form (over 120 s on a loaded machine).
    await user.click(within(line).getByLabelText(/Description/));
    await user.paste('Bolt M16');
    await user.click(within(line).getByLabelText('IMPA code'));
    await user.paste('610116');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(line).findByText('quantity is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.click(
      within(screen.getByRole('group', { name: 'Line 1' })).getByRole('button', { name: 'Remove line 1' }),
    );
    expect(screen.queryByRole('group', { name: 'Line 3' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Line 2' })).getByText('quantity is required'),
    ).toBeInTheDocument();
  });

  it('warns about the budget before submitting and submits on "Submit anyway"', async () => {
    const user = userEvent.setup();
    const r = aRequisition();
    const { calls } = setup(r, ['manage_req_status'], {
      [`GET /purchasing/requisitions/${r.id}/budget-check`]: () => json({ data: OVER }),
      [`POST /purchasing/requisitions/${r.id}/submit`]: () =>
        json({ data: { ...r, state: 'SUBMITTED', version: r.version + 1 } }),
    });
    renderApp(`/purchasing/requisition/${r.id}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: `Submit ${r.number}` });
    expect(await within(dialog).findByText('This requisition would exceed the budget')).toBeInTheDocument();
    // The budget of a category above the requisition's says which one it is.
    expect(
      within(dialog).getByText('Budget: 200 Engine spares (covers 240 Pumps & valves)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('USD 300.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit anyway' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: r.version }));
  });

  it('lets a moderator send back only with a reason', async () => {
    const user = userEvent.setup();
    const r = aRequisition({ state: 'SUBMITTED' });
    const { calls } = setup(r, ['moderate_requisition'], {
      [`POST /purchasing/requisitions/${r.id}/send-back`]: () =>
        json({ data: { ...r, state: 'DRAFT', sentBackReason: 'Split the paint by colour', version: 4 } }),
    });
    renderApp(`/purchasing/requisition/${r.id}`);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: `Send ${r.number} back` });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('reason is required: say what must change')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Split the paint by colour');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        version: 3,
        reason: 'Split the paint by colour',
      }),
    );
  });

  it('shows the history once, in the Activity card', async () => {
    const r = aRequisition({
      state: 'SUBMITTED',
      history: [
        {
          at: '2026-11-20T08:00:00.000Z',
          actorName: 'Hana Lindqvist',
          action: 'submit',
          fromState: 'DRAFT',
          toState: 'SUBMITTED',
          reason: null,
        },
      ],
    });
    setup(r, ['manage_req_status']);
    renderApp(`/purchasing/requisition/${r.id}`);
    expect(await screen.findByRole('tab', { name: 'History' })).toBeInTheDocument();
    expect(screen.getAllByText('History')).toHaveLength(1);
    expect(screen.queryByText(/Hana Lindqvist/)).toBeNull();
  });
});
