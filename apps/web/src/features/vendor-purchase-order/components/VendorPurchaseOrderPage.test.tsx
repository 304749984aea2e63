import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VENDOR_LINK_PROBLEMS, type VendorPurchaseOrder } from '@keel/domain';
import { captureDownloads, json, renderApp, stubApi } from '../../../test/helpers';

const ORDER: VendorPurchaseOrder = {
  number: 'PO-2026-00042',
  revision: 1,
  state: 'SENT',
  companyName: 'Test Shipping',
  vendorName: 'Nordsea Marine Supply BV',
  shipName: 'Keel Aurora',
  deliveryPort: 'Rotterdam',
  agent: null,
  supplyFrom: '2026-12-01',
  supplyTo: '2026-12-08',
  paymentTermsDays: 30,
  currency: 'EUR',
  lines: [
    {
      position: 1,
      description: 'O-ring, cylinder cover cooling water',
      impaCode: null,
      makerPartNumber: '90501-0123',
      partType: 0,
      quantity: '12',
      unit: 'pcs',
      unitPrice: '16.50',
      discount: '0',
      lineTotal: '198.00',
    },
  ],
  subtotal: '198.00',
  freight: '40.00',
  portCharges: '0.00',
  total: '238.00',
  notes: '',
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  vendorResponse: null,
  vendorProposedDate: null,
  vendorNote: null,
  declineReason: null,
  vendorReference: null,
  canSetReference: true,
  canRespond: true,
};

describe('vendor purchase-order page', () => {
  it('shows the order with its total and sends the token; a decline needs a reason before it is sent', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /public/vendor/purchase-order': () => json({ data: ORDER }),
      'POST /public/vendor/purchase-order/decline': () =>
        json({
          data: {
            ...ORDER,
            state: 'DECLINED',
            vendorResponse: 'DECLINED',
            declineReason: 'No stock',
            canRespond: false,
          },
        }),
    });
    renderApp('/vendor/purchase-order?token=secret-token');
    expect(await screen.findByRole('heading', { name: 'PO-2026-00042' })).toBeInTheDocument();
    expect(screen.getByText('EUR 238.00')).toBeInTheDocument();
    expect(calls[0]?.headers['x-vendor-token']).toBe('secret-token');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline purchase order' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText('reason is required: say why you decline the order'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Why do you decline?'), 'No stock');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined this purchase order: No stock/)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'No stock' }));
  });

  it('proposes another date typed into the YYYY/MM/DD picker and sends it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /public/vendor/purchase-order': () => json({ data: ORDER }),
      'POST /public/vendor/purchase-order/propose-date': () =>
        json({
          data: {
            ...ORDER,
            vendorResponse: 'PROPOSED_DATE',
            vendorProposedDate: '2026-12-15',
            vendorNote: 'Stock arrives on the 14th',
          },
        }),
    });
    renderApp('/vendor/purchase-order?token=secret-token');
    await user.click(await screen.findByRole('button', { name: 'Propose another date' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose another delivery date' });
    await user.type(within(dialog).getByLabelText('Note to the buyer'), 'Stock arrives on the 14th');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('date must be a date YYYY-MM-DD')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const field = within(dialog).getByRole('group', { name: 'Delivery date you can make' });
    await user.click(within(field).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20261215');
    expect(field.textContent).toContain('2026/12/15');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        date: '2026-12-15',
        note: 'Stock arrives on the 14th',
      }),
    );
  });

  it("saves the vendor's order reference and downloads the PDF with the token", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { calls } = stubApi({
      'GET /public/vendor/purchase-order': () => json({ data: ORDER }),
      'PUT /public/vendor/purchase-order/reference': () =>
        json({ data: { ...ORDER, vendorReference: 'NMS-7781' } }),
      'GET /public/vendor/purchase-order/pdf': () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="PO-2026-00042-rev1.pdf"',
          },
        }),
    });
    renderApp('/vendor/purchase-order?token=secret-token');
    const field = await screen.findByLabelText('Your order reference', undefined);
    await user.type(field, 'NMS-7781');
    await user.click(screen.getByRole('button', { name: 'Save reference' }));
    expect(await screen.findByText('Saved. The buyer sees it on the order.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ body: { reference: 'NMS-7781' } });
    expect(put?.headers['x-vendor-token']).toBe('secret-token');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(downloads.saved).toEqual([{ download: 'PO-2026-00042-rev1.pdf', href: 'blob:keel-export' }]),
    );
    expect(calls.find((c) => c.path.endsWith('/pdf'))?.headers['x-vendor-token']).toBe('secret-token');
  });

  it('shows a clear page for an expired link and for a missing token', async () => {
    stubApi({
      'GET /public/vendor/purchase-order': () => json({ message: VENDOR_LINK_PROBLEMS.expired }, 410),
    });
    const view = renderApp('/vendor/purchase-order?token=old');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText(VENDOR_LINK_PROBLEMS.expired)).toBeInTheDocument();
    view.unmount();
    renderApp('/vendor/purchase-order');
    expect(await screen.findByRole('heading', { name: 'Incomplete link' })).toBeInTheDocument();
  });
});
