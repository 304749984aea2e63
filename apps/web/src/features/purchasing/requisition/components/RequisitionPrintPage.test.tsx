import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHIP_A } from '../../../../test/fixtures';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { aRequisition } from './requisition-test-data';

describe('requisition print view', () => {
  it('opens from the detail page and prints the company, facts, lines and signature boxes', async () => {
    const r = aRequisition({ state: 'SUBMITTED', requiredBy: '2026-12-01' });
    signIn(MASTER);
    stubApi({
      ...accessHandlers(['dashboard', 'purchasing.requisition']),
      'GET /access/actions/me/': () => json({ data: [{ ship_id: SHIP_A.id, actions: [] }] }),
      'GET /purchasing/requisitions/categories': () => json({ data: [] }),
      [`GET /purchasing/requisitions/${r.id}`]: () => json({ data: r }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const { router } = renderApp(`/purchasing/requisition/${r.id}`);
    await screen.findByText(`${r.title} · ${r.shipName}`, {}, { timeout: 15_000 });
    await user.click(screen.getByRole('link', { name: 'Print' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/purchasing/requisition/${r.id}/print`));

    const sheet = await screen.findByRole(
      'article',
      { name: `Requisition ${r.number}` },
      { timeout: 15_000 },
    );
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent(`Requisition ${r.number}`);
    expect(await within(sheet).findByText('Test Shipping')).toBeInTheDocument();
    expect(within(sheet).getByText('2026/12/01')).toBeInTheDocument();
    expect(within(sheet).getByText('Urgent')).toBeInTheDocument();
    const rows = within(within(sheet).getByRole('table', { name: 'Requisition lines' })).getAllByRole('row');
    expect(rows).toHaveLength(r.lines.length + 1);
    expect(rows[1]).toHaveTextContent(r.lines[0]!.description);
    expect(within(sheet).getByLabelText('Signature: Approved by (Superintendent)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
