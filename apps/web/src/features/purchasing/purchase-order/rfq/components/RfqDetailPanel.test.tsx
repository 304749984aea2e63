import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareDecimal, type InvitationQuotes, type RfqComparison } from '@keel/domain';
import {
  MASTER,
  accessHandlers,
  captureDownloads,
  json,
  renderApp,
  signIn,
  stubApi,
} from '../../../../../test/helpers';
import { pageOf } from '../../../../../test/fixtures';
import { SENT_RFQ, VENDORS } from '../rfq.test-fixtures';

const [ALPHA, BETA] = VENDORS as [(typeof VENDORS)[0], (typeof VENDORS)[0]];
const FILE_ID = '5f000000-0000-4000-8000-000000000001';
const BETA_INVITATION = '9e000000-0000-4000-8000-000000000002';
const RFQ = {
  ...SENT_RFQ,
  invited: 2,
  quoted: 2,
  invitations: [
    SENT_RFQ.invitations[0]!,
    {
      ...SENT_RFQ.invitations[0]!,
      id: BETA_INVITATION,
      vendorId: BETA.id,
      vendorName: 'Beta Marine',
      currentRevision: 1,
    },
  ],
};

const offer = (vendorId: string, quoteLineId: string, amount: string, cheapest: boolean) => ({
  vendorId,
  revision: 1,
  quoteLineId,
  offeredQty: '1',
  short: false,
  netUnitPrice: amount,
  originalLineTotal: { amount, currency: 'USD' },
  lineTotal: { amount, currency: 'USD' },
  leadTimeDays: 5,
  partType: 0,
  offeredPartNumber: null,
  alternative: false,
  belowRequested: false,
  cheapest,
  fastest: false,
});
const vendor = (
  id: string,
  name: string,
  invitationId: string,
  revision: number,
  total: string,
  extra = {},
) => ({
  vendorId: id,
  vendorName: name,
  invitationId,
  quoteId: invitationId.replace('9e', '4e'),
  revision,
  submittedAt: '2026-11-21T10:00:00.000Z',
  validUntil: null,
  remarks: '',
  currency: 'USD',
  linesTotal: '190.00',
  freight: '100.00',
  portCharges: '50.00',
  total,
  originalTotal: { amount: total, currency: 'USD' },
  conversion: { rate: '1', rateDate: '2026-11-21', rateSource: 'identity', inverted: false },
  complete: true,
  missingLineIds: [],
  shortLineIds: [],
  alternativeLineIds: [],
  leadTimeDays: 5,
  cheapest: false,
  fastest: false,
  attachments: [],
  ...extra,
});
const line = (n: number, alpha: string, beta: string) => ({
  rfqLineId: `1b000000-0000-4000-8000-00000000000${n}`,
  position: n,
  description: `Line ${n}`,
  quantity: '1',
  unit: 'pcs',
  offers: [
    offer(ALPHA.id, `2c00000${n}-0000-4000-8000-00000000000a`, alpha, compareDecimal(alpha, beta) < 0),
    offer(BETA.id, `2c00000${n}-0000-4000-8000-00000000000b`, beta, compareDecimal(beta, alpha) < 0),
  ],
});

/** Per line Alpha and Beta each win one line by 10; each charges 150: a split costs 480, Alpha alone 340. */
const COMPARISON: RfqComparison = {
  rfqId: RFQ.id,
  currency: 'USD',
  date: '2026-11-21',
  lines: [line(1, '90.00', '100.00'), line(2, '100.00', '90.00')],
  vendors: [
    vendor(ALPHA.id, 'Alpha Marine', RFQ.invitations[0]!.id, 2, '340.00', {
      cheapest: true,
      remarks: 'Prices ex works Rotterdam',
      attachments: [{ id: FILE_ID, fileName: 'alpha-quote.pdf', size: 2048 }],
    }),
    vendor(BETA.id, 'Beta Marine', BETA_INVITATION, 1, '340.00'),
  ],
  notQuoted: [],
};

const REVISIONS: InvitationQuotes = {
  invitationId: RFQ.invitations[0]!.id,
  vendorId: ALPHA.id,
  vendorName: 'Alpha Marine',
  revisions: [2, 1].map((revision) => ({
    quoteId: `4e00000${revision}-0000-4000-8000-000000000001`,
    revision,
    status: revision === 2 ? ('SUBMITTED' as const) : ('SUPERSEDED' as const),
    currency: 'USD',
    validUntil: '2026-12-31',
    leadTimeDays: 5,
    discountPercent: '0',
    freight: '100.00',
    portCharges: '50.00',
    remarks: revision === 2 ? 'Prices ex works Rotterdam' : 'First offer, subject to stock',
    submittedAt: `2026-11-2${revision}T10:00:00.000Z`,
    lines: [
      {
        rfqLineId: '1b000000-0000-4000-8000-000000000001',
        position: 1,
        description: 'Line 1',
        quantity: '1',
        unit: 'pcs',
        unitPrice: revision === 2 ? '90' : '95',
        discountPercent: '0',
        availableQuantity: '1',
        leadTimeDays: null,
        partType: 0,
        offeredPartNumber: null,
        remarks: '',
        lineTotal: revision === 2 ? '90.00' : '95.00',
      },
    ],
    total: revision === 2 ? '240.00' : '245.00',
    attachments:
      revision === 2
        ? [{ id: FILE_ID, fileName: 'alpha-quote.pdf', contentType: 'application/pdf', size: 2048 }]
        : [],
  })),
};

function setup() {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(
      ['dashboard', 'purchasing.purchase_order'],
      ['get_vendor_rfq_overview', 'requesting_for_quotation', 'get_quotes', 'create_purchase_order'],
    ),
    'GET /access/actions/me/': () =>
      json({
        data: [
          {
            ship_id: RFQ.shipId,
            actions: [
              'get_vendor_rfq_overview',
              'requesting_for_quotation',
              'get_quotes',
              'create_purchase_order',
            ],
          },
        ],
      }),
    [`GET /purchasing/rfqs/${RFQ.id}`]: () => json({ data: RFQ }),
    [`GET /purchasing/rfqs/${RFQ.id}/comparison`]: () => json({ data: COMPARISON }),
    [`GET /purchasing/rfqs/${RFQ.id}/invitations/${RFQ.invitations[0]!.id}/quotes`]: () =>
      json({ data: REVISIONS }),
    'GET /purchasing/vendors/': () => json(pageOf(VENDORS)),
    [`POST /purchasing/rfqs/${RFQ.id}/vendors`]: () =>
      json({ data: { ...RFQ, invited: 3, version: RFQ.version + 1 } }),
    [`GET /purchasing/rfqs/${RFQ.id}/attachments/${FILE_ID}`]: () =>
      new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="alpha-quote.pdf"',
        },
      }),
  });
}

describe('RFQ comparison', () => {
  it('preselects the cheapest whole buy with charges counted once, beside the best single vendor', async () => {
    const user = userEvent.setup();
    setup();
    renderApp(`/purchasing/po?tab=quotations&rfq=${RFQ.id}`);
    const table = await screen.findByRole('table', { name: 'Quote comparison' }, { timeout: 15000 });
    // Per-line cheapest would split (Beta wins line 2) and cost 480.00; all from Alpha costs 340.00.
    await waitFor(() =>
      expect(within(table).getByRole('radio', { name: 'Choose Alpha Marine for line 2' })).toBeChecked(),
    );
    expect(within(table).getByRole('radio', { name: 'Choose Alpha Marine for line 1' })).toBeChecked();
    const bar = screen.getByRole('status', { name: 'Award total' });
    expect(bar).toHaveTextContent('Chosen award (charges included)USD 340.00');
    expect(bar).toHaveTextContent('Best single vendor (whole offer)USD 340.00Alpha Marine');
    await user.click(within(table).getByRole('radio', { name: 'Choose Beta Marine for line 2' }));
    expect(bar).toHaveTextContent('USD 480.00');
    expect(bar).toHaveTextContent('The chosen award costs more than buying everything from Alpha Marine.');
    await user.click(within(table).getByRole('button', { name: 'Award all to Beta Marine' }));
    expect(within(table).getByRole('radio', { name: 'Choose Beta Marine for line 1' })).toBeChecked();
    expect(bar).toHaveTextContent('USD 340.00');
    expect(screen.getByRole('button', { name: 'Award 2 lines' })).toBeInTheDocument();
  });

  it('shows what each vendor wrote and attached, and opens every submitted revision', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    setup();
    renderApp(`/purchasing/po?tab=quotations&rfq=${RFQ.id}`);
    const table = await screen.findByRole('table', { name: 'Quote comparison' }, { timeout: 15000 });
    expect(within(table).getByText('Prices ex works Rotterdam')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Download alpha-quote.pdf' }));
    await waitFor(() => expect(downloads.saved.map((d) => d.download)).toEqual(['alpha-quote.pdf']));

    await user.click(
      within(table).getByRole('button', { name: 'Open the quote of Alpha Marine, revision 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quote of Alpha Marine' });
    expect(within(dialog).getByRole('tab', { name: 'Rev. 2' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog).toHaveTextContent('Submitted2026/11/22');
    expect(dialog).toHaveTextContent('TotalUSD 240.00');
    expect(within(dialog).getByRole('button', { name: 'Download alpha-quote.pdf' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Rev. 1 (superseded)' }));
    expect(dialog).toHaveTextContent('First offer, subject to stock');
    const lines = within(dialog).getByRole('table', { name: 'Lines of revision 1' });
    expect(lines).toHaveTextContent('Total (USD)');
    expect(lines).toHaveTextContent('95.00');
    expect(within(dialog).getByText('No files.')).toBeInTheDocument();
  });

  it('adds a vendor to the sent RFQ, offering only vendors not invited yet, after naming it', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp(`/purchasing/po?tab=quotations&rfq=${RFQ.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add vendors' }, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog', { name: `Add vendors to ${RFQ.number}` });
    await user.click(within(dialog).getByRole('combobox', { name: 'Vendors to invite' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gamma Marine (GAM, EUR)']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Invite and mail the vendors?' });
    expect(confirm).toHaveTextContent(`Send ${RFQ.number} to 1 vendor: Gamma Marine?`);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        version: RFQ.version,
        vendorIds: [VENDORS[2]!.id],
      }),
    );
  });
});
