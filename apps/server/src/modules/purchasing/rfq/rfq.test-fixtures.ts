import { eq } from 'drizzle-orm';
import type { CreateRfqInput, RfqDetail, VendorOffer } from '@keel/domain';
import { dataOf, unique } from '../../../test/fixtures';
import type { TestApp, TestResponse, TestSession } from '../../../test/test-app';
import { outboxMessages } from '../../mail/outbox.table';
import { vendorBody } from '../purchasing.test-fixtures';

/** An approved requisition of `shipId` with two lines, made through REQ's API (purchaser raises, superintendent approves). */
export async function approvedRequisition(
  purchaser: TestSession,
  superintendent: TestSession,
  shipId: string,
) {
  const created = dataOf<{ id: string; version: number }>(
    await purchaser.post('/purchasing/requisitions', {
      shipId,
      title: unique('Main engine spares'),
      department: 'engine',
      priority: 1,
      deliveryPort: 'NLRTM',
      lines: [
        {
          description: 'Fuel valve nozzle',
          makerPartNumber: '90910-0789',
          maker: 'MAN Energy Solutions',
          quantity: '6',
          unit: 'pcs',
        },
        { description: 'O-ring, cylinder cover', makerPartNumber: '90501-0123', quantity: '12', unit: 'pcs' },
      ],
    }),
  );
  const submitted = dataOf<{ version: number }>(
    await purchaser.post(`/purchasing/requisitions/${created.id}/submit`, { version: created.version }),
  );
  dataOf(
    await superintendent.post(`/purchasing/requisitions/${created.id}/approve`, {
      version: submitted.version,
    }),
  );
  return created.id;
}

/** Three new active vendors in EUR, USD and GBP (fresh, so tests do not share invitations). */
export async function threeVendors(admin: TestSession): Promise<string[]> {
  const ids: string[] = [];
  for (const currency of ['EUR', 'USD', 'GBP'])
    ids.push(dataOf<{ id: string }>(await admin.post('/purchasing/vendors/', vendorBody({ currency }))).id);
  return ids;
}

/** A create-RFQ body: deadline in 5 days, USD. */
export function rfqBody(
  requisitionIds: string[],
  vendorIds: string[],
  overrides: Partial<CreateRfqInput> = {},
): CreateRfqInput {
  return {
    requisitionIds,
    vendorIds,
    deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    currency: 'USD',
    deliveryPort: 'Rotterdam (NLRTM)',
    deliveryFrom: '2031-03-01',
    deliveryTo: '2031-03-07',
    ...overrides,
  };
}

/** The plain tokens of the invitation e-mails of an invitation (newest first), read from the outbox. */
export async function tokensOf(t: TestApp, invitationId: string): Promise<string[]> {
  const rows = await t.db
    .select({ text: outboxMessages.text, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.refId, invitationId));
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => /token=([A-Za-z0-9_-]+)/.exec(r.text)?.[1] ?? '');
}

/** A sent RFQ to three new vendors, with each vendor's current token. */
export async function sentRfq(
  t: TestApp,
  s: { admin: TestSession; purchaser: TestSession; superintendent: TestSession },
  shipId: string,
) {
  const requisitionId = await approvedRequisition(s.purchaser, s.superintendent, shipId);
  const vendorIds = await threeVendors(s.admin);
  const draft = dataOf<RfqDetail>(
    await s.purchaser.post('/purchasing/rfqs', rfqBody([requisitionId], vendorIds)),
  );
  const rfq = dataOf<RfqDetail>(
    await s.purchaser.post(`/purchasing/rfqs/${draft.id}/send`, { version: draft.version }),
  );
  const tokens: string[] = [];
  for (const vendorId of vendorIds) {
    const invitation = rfq.invitations.find((i) => i.vendorId === vendorId)!;
    tokens.push((await tokensOf(t, invitation.id))[0]!);
  }
  return { rfq, requisitionId, vendorIds, tokens };
}

/** A vendor request through the public API with the link token in `x-vendor-token`. */
export function vendor(t: TestApp, token: string, ip = '10.9.0.1') {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown): Promise<TestResponse> =>
    t.inject({
      method,
      url: `/api/v1/public/vendor/offer${url}`,
      headers: { 'x-vendor-token': token },
      remoteAddress: ip,
      ...(body === undefined ? {} : { payload: body as never }),
    });
  return {
    get: () => call('GET', ''),
    save: (body: unknown) => call('PUT', '/draft', body),
    submit: (body: unknown) => call('POST', '/submit', body),
    decline: (reason: string) => call('POST', '/decline', { reason }),
  };
}

/** A full draft body pricing every line of the offer at `price` in `currency`. */
export function draftBody(offer: VendorOffer, price = '100.00', currency = 'EUR', version?: number) {
  return {
    ...(version !== undefined ? { version } : {}),
    currency,
    leadTimeDays: 10,
    freight: '50',
    lines: offer.lines.map((l) => ({
      rfqLineId: l.id,
      unitPrice: price,
      availableQuantity: l.quantity,
      partType: 0,
    })),
  };
}
