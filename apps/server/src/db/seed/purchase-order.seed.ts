import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  formatPurchaseOrderNumber,
  isZeroDecimal,
  mulDecimal,
  pickRate,
  roundMoney,
  toDateKey,
  type PickedRate,
} from '@keel/domain';
import type { Tx } from '../client';
import { hashToken, randomToken } from '../../lib/tokens';
import { recordAudit } from '../../modules/audit/audit.service';
import { ratesBetween } from '../../modules/accounting/exchange-rate/exchange-rate.service';
import { agents } from '../../modules/purchasing/agent/agent.table';
import * as repo from '../../modules/purchasing/purchase-order/purchase-order.repo';
import * as approvalRepo from '../../modules/purchasing/purchase-order/purchase-order-approval.repo';
import * as links from '../../modules/purchasing/purchase-order/purchase-order-link.repo';
import { purchaseOrders } from '../../modules/purchasing/purchase-order/purchase-order.table';
import {
  amountsOf,
  companyOf,
  purchaseOrderDetail,
} from '../../modules/purchasing/purchase-order/purchase-order.view';
import { recordOrderedQuantities } from '../../modules/purchasing/requisition/requisition.flow';
import { requisitionLines, requisitions } from '../../modules/purchasing/requisition/requisition.table';
import { vendors } from '../../modules/purchasing/vendor/vendor.table';
import { users } from '../../modules/users/user.table';
import {
  DEMO_ORDER_PLANS,
  DEMO_TEXTS,
  VENDOR_PRICE_FACTORS,
  type DemoOrderPlan,
} from './purchase-order.seed-data';
import { DEMO_REQUISITIONS } from './requisition.seed-data';

const DAY = 86_400_000;
const ESTIMATES = new Map(DEMO_REQUISITIONS.flatMap((r) => r.lines.map((l) => [l.description, l.price])));

type Person = { id: string; name: string };
type Source = {
  requisitionId: string;
  shipId: string;
  port: string | null;
  categoryId: string | null;
  lines: (typeof requisitionLines.$inferSelect)[];
};

/** One approved (or in-RFQ) requisition per ship that no order covers yet, with at least two open lines. */
async function sources(tx: Tx): Promise<Source[]> {
  const heads = await tx
    .select()
    .from(requisitions)
    .where(inArray(requisitions.state, ['APPROVED', 'IN_RFQ']))
    .orderBy(asc(requisitions.state), desc(requisitions.number));
  const lines = heads.length
    ? await tx
        .select()
        .from(requisitionLines)
        .where(
          inArray(
            requisitionLines.requisitionId,
            heads.map((h) => h.id),
          ),
        )
        .orderBy(asc(requisitionLines.position))
    : [];
  const byShip = new Map<string, Source>();
  for (const h of heads) {
    const own = lines.filter((l) => l.requisitionId === h.id && isZeroDecimal(l.orderedQuantity));
    if (byShip.has(h.shipId) || own.length < 2) continue;
    byShip.set(h.shipId, {
      requisitionId: h.id,
      shipId: h.shipId,
      port: h.deliveryPort,
      categoryId: h.categoryId,
      lines: own,
    });
  }
  return [...byShip.values()];
}

/**
 * Demo purchase orders in every state (DRAFT … CANCELLED, a reverted one at revision 2), built from the
 * seeded approved requisitions with realistic prices in the vendors' currencies (EUR, USD, GBP) and the
 * rate snapshot of the demo exchange rates. Idempotent: does nothing once any purchase order exists.
 */
export async function seedPurchaseOrders(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(purchaseOrders);
  if ((existing?.n ?? 0) > 0) return;
  const people = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users);
  const person = (email: string): Person | undefined => people.find((p) => p.email === email);
  const purchaser = person('purchaser@keel.demo');
  const approvers = [person('superintendent@keel.demo'), person('accountant@keel.demo')].filter(
    Boolean,
  ) as Person[];
  const vendorRows = await tx
    .select()
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.code));
  const list = await sources(tx);
  if (!purchaser || vendorRows.length === 0 || list.length === 0) return;
  const agentRows = await tx.select().from(agents).orderBy(asc(agents.name));
  const { baseCurrency } = await companyOf(tx);
  const today = toDateKey(new Date());
  const rates = await ratesBetween(
    tx,
    [baseCurrency, 'USD', ...new Set(vendorRows.map((v) => v.currency))],
    today,
  );
  for (const [i, plan] of DEMO_ORDER_PLANS.entries()) {
    const source = list[Math.floor(i / 2) % list.length]!;
    if (Math.floor(i / 2) >= list.length) break;
    // A vendor whose currency the demo rates cover (the base currency's vendors need none).
    const candidates = [...vendorRows.slice((i * 3) % vendorRows.length), ...vendorRows];
    const priced = candidates
      .map((vendor) => ({ vendor, fx: ratesFor(rates, vendor.currency, baseCurrency, today) }))
      .find((c) => c.fx !== null);
    if (!priced?.fx) continue;
    const { vendor } = priced;
    const { toVendor, toBase } = priced.fx;
    const lines = plan.take === 'first' ? source.lines.slice(0, 1) : source.lines.slice(1);
    await seedOrder(tx, {
      plan,
      index: i,
      source,
      lines,
      vendor,
      toVendor,
      toBase,
      baseCurrency,
      purchaser,
      approvers,
      agent: agentRows.find((a) => a.portLocode === source.port),
    });
  }
}

function ratesFor(
  rates: Parameters<typeof pickRate>[0],
  currency: string,
  baseCurrency: string,
  day: string,
): { toVendor: PickedRate; toBase: PickedRate } | null {
  try {
    return {
      toVendor: pickRate(rates, 'USD', currency, day),
      toBase: pickRate(rates, currency, baseCurrency, day),
    };
  } catch {
    return null;
  }
}

interface OrderInput {
  plan: DemoOrderPlan;
  index: number;
  source: Source;
  lines: (typeof requisitionLines.$inferSelect)[];
  vendor: typeof vendors.$inferSelect;
  toVendor: PickedRate;
  toBase: PickedRate;
  baseCurrency: string;
  purchaser: Person;
  approvers: Person[];
  agent: typeof agents.$inferSelect | undefined;
}

async function seedOrder(tx: Tx, input: OrderInput): Promise<void> {
  const { plan, vendor, purchaser } = input;
  const currency = vendor.currency;
  const factor = VENDOR_PRICE_FACTORS[input.index % VENDOR_PRICE_FACTORS.length]!;
  const price = (usd: string) =>
    roundMoney(mulDecimal(mulDecimal(usd, input.toVendor.rate), factor), currency);
  const priced = input.lines.map((l) => ({
    requisitionLineId: l.id as string | null,
    description: l.description,
    impaCode: l.impaCode,
    makerPartNumber: l.makerPartNumber,
    partType: input.index % 5 === 3 ? 1 : 0,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: price(ESTIMATES.get(l.description) ?? '100.00'),
    discount: input.index % 3 === 1 ? '5' : '0',
  }));
  if (plan.extraLine)
    priced.push({
      requisitionLineId: null,
      description: plan.extraLine.description,
      impaCode: null,
      makerPartNumber: plan.extraLine.makerPartNumber,
      partType: 0,
      quantity: plan.extraLine.quantity,
      unit: plan.extraLine.unit,
      unitPrice: price(plan.extraLine.priceUsd),
      discount: '0',
    });
  const freight = roundMoney(mulDecimal('85', input.toVendor.rate), currency);
  const portCharges =
    input.index % 2 === 0 ? roundMoney(mulDecimal('40', input.toVendor.rate), currency) : '0';
  const amounts = amountsOf(currency, priced, freight, portCharges, input.toBase.rate, input.baseCurrency);
  const created = new Date(Date.now() - plan.daysAgo * DAY);
  const at = (days: number) => new Date(Math.min(Date.now() - 60_000, created.getTime() + days * DAY));
  const supplyFrom = toDateKey(new Date(created.getTime() + 14 * DAY));
  const supplyTo = toDateKey(new Date(created.getTime() + 21 * DAY));
  const revision = plan.revertedFrom ? 2 : 1;
  const sent = ['SENT', 'CONFIRMED', 'DECLINED'].includes(plan.state);
  const approved = sent || plan.state === 'APPROVED';
  const number = formatPurchaseOrderNumber(created.getUTCFullYear(), await repo.nextNumber(tx));
  const id = await repo.insertPurchaseOrder(tx, {
    number,
    revision,
    shipId: input.source.shipId,
    vendorId: vendor.id,
    categoryId: input.source.categoryId,
    state: plan.state,
    currency,
    subtotal: amounts.linesTotal,
    freight: amounts.freight,
    portCharges: amounts.portCharges,
    total: amounts.total,
    baseCurrency: input.baseCurrency,
    rate: input.toBase.rate,
    rateDate: input.toBase.date,
    rateSource: input.toBase.source,
    totalBase: amounts.totalBase,
    paymentTermsDays: vendor.paymentTermsDays,
    deliveryPort: input.source.port,
    agentId: input.index % 3 !== 1 ? (input.agent?.id ?? null) : null,
    supplyFrom,
    supplyTo,
    notes: DEMO_TEXTS.notes,
    createdById: purchaser.id,
    createdByName: purchaser.name,
    createdAt: created,
    updatedAt: at(4),
    submittedAt: plan.state === 'DRAFT' ? null : at(1),
    approvedAt: approved ? at(2) : null,
    sentAt: sent ? at(3) : null,
    confirmedAt: plan.state === 'CONFIRMED' ? at(4) : null,
    cancelledAt: plan.state === 'CANCELLED' ? at(2) : null,
    cancelReason: plan.state === 'CANCELLED' ? DEMO_TEXTS.cancelReason : null,
    declineReason: plan.vendorResponse === 'DECLINED' ? DEMO_TEXTS.declineReason : null,
    vendorResponse: plan.vendorResponse ?? null,
    vendorRespondedAt: plan.vendorResponse ? at(4) : null,
    vendorRespondedBy: plan.vendorResponse ? 'vendor' : null,
    vendorProposedDate:
      plan.vendorResponse === 'PROPOSED_DATE' ? toDateKey(new Date(created.getTime() + 28 * DAY)) : null,
    vendorNote: plan.vendorResponse === 'PROPOSED_DATE' ? DEMO_TEXTS.proposedNote : null,
  });
  await repo.replaceLines(
    tx,
    id,
    priced.map(({ discount, ...l }, i) => ({
      ...l,
      position: i + 1,
      discountPercent: discount,
      lineTotal: amounts.lineTotals[i]!,
    })),
  );
  if (plan.state !== 'CANCELLED')
    await recordOrderedQuantities(
      tx,
      priced
        .filter((l) => l.requisitionLineId)
        .map((l) => ({ requisitionLineId: l.requisitionLineId!, delta: l.quantity })),
      purchaser,
    );
  for (const approver of input.approvers.slice(0, plan.approvals))
    await approvalRepo.insertApproval(tx, {
      purchaseOrderId: id,
      revision,
      approverId: approver.id,
      approverName: approver.name,
      createdAt: at(2),
    });
  if (sent) {
    const expiresAt = new Date(at(3).getTime() + 30 * DAY);
    await links.insertLink(tx, {
      purchaseOrderId: id,
      revision,
      tokenHash: hashToken(randomToken()),
      expiresAt,
      createdAt: at(3),
      viewedAt: plan.vendorResponse ? at(4) : null,
      respondedAt: plan.vendorResponse ? at(4) : null,
    });
  }
  if (plan.revertedFrom) {
    const snapshot = await purchaseOrderDetail(tx, id);
    await approvalRepo.insertRevision(tx, {
      purchaseOrderId: id,
      revision: 1,
      snapshot: { ...snapshot, revision: 1, state: plan.revertedFrom, revisions: undefined },
      reason: DEMO_TEXTS.revertReason,
      createdById: purchaser.id,
      createdByName: purchaser.name,
      createdAt: at(3),
    });
    await links.insertLink(tx, {
      purchaseOrderId: id,
      revision: 1,
      tokenHash: hashToken(randomToken()),
      expiresAt: new Date(at(2).getTime() + 30 * DAY),
      createdAt: at(2),
      revokedAt: at(3),
    });
  }
  const detail = await purchaseOrderDetail(tx, id);
  const { revisions: _r, ...after } = detail;
  await recordAudit(tx, purchaser, {
    action: 'create',
    entity: 'purchase_order',
    entityId: id,
    shipId: input.source.shipId,
    after,
  });
  await tx
    .update(purchaseOrders)
    .set({ updatedAt: at(4) })
    .where(and(eq(purchaseOrders.id, id)));
}
