import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VendorOffer } from '@keel/domain';
import { json, renderApp, stubApi } from '../../../test/helpers';

const TOKEN = 'A'.repeat(43);
const LINE = '11111111-1111-4111-8111-111111111111';

const OFFER: VendorOffer = {
  buyerName: 'Keel Demo Ship Management AS',
  vendorName: 'Nordsea Marine Supply BV',
  rfqNumber: 'RFQ-2026-00007',
  rfqState: 'SENT',
  invitationState: 'VIEWED',
  shipName: 'Keel Aurora',
  deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  currency: 'USD',
  deliveryPort: 'NLRTM',
  deliveryFrom: null,
  deliveryTo: null,
  notes: '',
  open: true,
  closedMessage: null,
  declineReason: null,
  lines: [
    {
      id: LINE,
      position: 1,
      description: 'Fuel valve nozzle',
      impaCode: null,
      makerPartNumber: '90910-0789',
      maker: 'MAN',
      quantity: '6',
      unit: 'pcs',
      remarks: '',
    },
  ],
  draft: null,
  submitted: [],
};

describe('VendorOfferPage', () => {
  it('sends the token in x-vendor-token, totals live and saves the draft', async () => {
    const { calls } = stubApi({
      'GET /public/vendor/offer': () => json({ data: OFFER }),
      'PUT /public/vendor/offer/draft': ({ init }) => {
        const body = JSON.parse(String(init.body)) as { lines: { unitPrice: string }[] };
        return json({
          data: {
            ...OFFER,
            draft: {
              revision: 1,
              status: 'DRAFT',
              currency: 'USD',
              validUntil: null,
              leadTimeDays: null,
              discountPercent: '0',
              freight: '0',
              portCharges: '0',
              remarks: '',
              submittedAt: null,
              updatedAt: new Date().toISOString(),
              version: 1,
              lines: [
                {
                  rfqLineId: LINE,
                  unitPrice: body.lines[0]!.unitPrice,
                  discountPercent: '0',
                  availableQuantity: '6',
                  leadTimeDays: null,
                  partType: 0,
                  offeredPartNumber: null,
                  remarks: '',
                },
              ],
              attachments: [],
            },
          },
        });
      },
    });
    renderApp(`/vendor/offer?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Nordsea Marine Supply BV' })).toBeInTheDocument();
    expect(calls[0]!.headers['x-vendor-token']).toBe(TOKEN);
    await userEvent.type(screen.getByLabelText('Unit price, line 1'), '410.5');
    expect(within(screen.getByLabelText('Totals')).getAllByText('USD 2,463.00')).toHaveLength(2);
    const validUntil = screen.getByRole('group', { name: 'Valid until' });
    await userEvent.click(within(validUntil).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20261231');
    expect(validUntil.textContent).toContain('2026/12/31');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      currency: 'USD',
      validUntil: '2026-12-31',
      lines: [{ rfqLineId: LINE, unitPrice: '410.5', availableQuantity: '6', partType: 0 }],
    });
    expect(await screen.findByText(/Draft of revision 1/)).toBeInTheDocument();
  });

  it('shows the field message before sending a bad price', async () => {
    const { calls } = stubApi({ 'GET /public/vendor/offer': () => json({ data: OFFER }) });
    renderApp(`/vendor/offer?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Unit price, line 1'), '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('unitPrice must be a decimal number such as 1234.56')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows a clear page for a revoked link', async () => {
    stubApi({
      'GET /public/vendor/offer': () =>
        json({ message: 'This link has been revoked. Ask the buyer to send you a new one.' }, 410),
    });
    renderApp(`/vendor/offer?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link was revoked' })).toBeInTheDocument();
    expect(
      screen.getByText('This link has been revoked. Ask the buyer to send you a new one.'),
    ).toBeInTheDocument();
  });
});
