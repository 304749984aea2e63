import type { ActionName, PurchaseOrderDetail, PurchaseOrderState, PurchaseOrderSummary } from '@keel/domain';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../mail/outbox.table';
import { createRole, createUser, dataOf, unique } from '../../../test/fixtures';
import type { TestApp, TestSession } from '../../../test/test-app';

const BASE = '/purchasing/purchase-orders';

/** The seeded orders in a state (read by an administrator), newest first. */
export async function ordersIn(
  admin: TestSession,
  state: PurchaseOrderState,
): Promise<PurchaseOrderSummary[]> {
  return dataOf<PurchaseOrderSummary[]>(await admin.get(`${BASE}/?state=${state}&limit=100`));
}

/** One order's detail. */
export async function readOrder(session: TestSession, id: string): Promise<PurchaseOrderDetail> {
  return dataOf<PurchaseOrderDetail>(await session.get(`${BASE}/${id}`));
}

/** Posts a transition with the order's current version (and a reason when given). */
export async function act(
  session: TestSession,
  id: string,
  action: string,
  extra: Record<string, unknown> = {},
) {
  const { version } = await readOrder(session, id);
  return session.post(`${BASE}/${id}/${action}`, { version, ...extra });
}

/** A signed-in user holding `actions` (and the purchase-order sidebar) on one ship only. */
export async function userOnShip(t: TestApp, admin: TestSession, shipId: string, actions: ActionName[]) {
  const role = await createRole(admin, {
    name: unique('PO'),
    sidebar: ['purchasing.purchase_order'],
    actions,
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId }] });
  return t.login(user.email, 'correct-horse-battery');
}

/** The vendor token of the newest purchase-order e-mail of an order, read from the outbox. */
export async function tokenFromOutbox(t: TestApp, purchaseOrderId: string): Promise<string> {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.refId, purchaseOrderId));
  const mail = rows.filter((r) => r.kind === 'purchase_order').sort((a, b) => +b.createdAt - +a.createdAt)[0];
  const token = mail && /token=([^\s&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no purchase-order e-mail in the outbox');
  return decodeURIComponent(token);
}

/** Calls a public vendor route with the token header (no login). */
export function vendorCall(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  path = '',
  body?: unknown,
) {
  return t.inject({
    method,
    url: `/api/v1/public/vendor/purchase-order${path}`,
    headers: token === null ? {} : { 'x-vendor-token': token },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
