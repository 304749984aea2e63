import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import {
  MASTER,
  accessHandlers,
  captureDownloads,
  json,
  renderApp,
  signIn,
  stubApi,
} from '../../../../test/helpers';
import { PO_SUMMARY, SHIP_A, pageOf } from '../../../../test/fixtures';

const PO = PO_SUMMARY;
const VENDOR = PO.vendorId;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT = 'GET /purchasing/purchase-orders/export.xlsx';

const workbook = () =>
  new Response('xlsx bytes', {
    status: 200,
    headers: {
      'content-type': XLSX,
      'content-disposition': 'attachment; filename="purchase-orders-2026-11-20.xlsx"',
    },
  });

function setup(exportAnswer: () => Response, listed: Promise<unknown> = Promise.resolve()) {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(['dashboard', 'purchasing.purchase_order']),
    'GET /access/actions/me/': () =>
      json({ data: [{ ship_id: SHIP_A.id, actions: ['get_purchase_orders'] }] }),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /purchasing/purchase-orders/options': () =>
      json({
        data: { vendors: [{ id: VENDOR, name: 'Nordsea Marine Supply BV', currency: 'EUR' }], agents: [] },
      }),
    'GET /purchasing/purchase-orders/': () => listed.then(() => json(pageOf([PO]))),
    [EXPORT]: exportAnswer,
  });
}

describe('purchase-order list export', () => {
  it('exports with the current search, filters and sort, and saves the file under the server’s name', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { calls, fetchMock } = setup(workbook, new Promise<void>((resolve) => (release = resolve)));
    const { createObjectURL, saved } = captureDownloads();
    const error = vi.spyOn(toast, 'error');
    renderApp(
      `/purchasing/po?q=nordsea&sort=number&state=DRAFT&shipId=${SHIP_A.id}&vendorId=${VENDOR}&offset=25`,
    );
    const button = await screen.findByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    release();
    await screen.findByText('PO-2026-00042');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(saved.length + error.mock.calls.length).toBe(1));
    expect(error).not.toHaveBeenCalled();
    expect(saved).toEqual([{ download: 'purchase-orders-2026-11-20.xlsx', href: 'blob:keel-export' }]);
    const call = calls.find((c) => `${c.method} ${c.path}` === EXPORT)!;
    expect(call.headers['x-auth-token']).toBeTruthy();
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('export.xlsx'))![0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'nordsea',
      sort: 'number',
      state: 'DRAFT',
      shipId: SHIP_A.id,
      vendorId: VENDOR,
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message when the export is refused', async () => {
    const user = userEvent.setup();
    setup(() => json({ message: 'Missing action get_purchase_orders on this ship' }, 403));
    const { createObjectURL } = captureDownloads();
    const error = vi.spyOn(toast, 'error');
    renderApp('/purchasing/po');
    await screen.findByText('PO-2026-00042', {});
    const button = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Missing action get_purchase_orders on this ship'),
    );
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
