import {
  ExchangeRateError,
  PART_TYPE,
  formatPurchaseOrderNumber,
  minDecimal,
  mulDecimal,
  normalizeDecimal,
  isPositiveDecimal,
  pickRate,
  roundDecimal,
  subDecimal,
  addDecimal,
  movePointDecimal,
  toDateKey,
  type AwardRfq,
} from '@keel/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertCan, assertShipInScope, assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { noticeRfqOutcome } from '../../notifications/purchasing-notices';
import { ratesBetween } from '../../accounting/exchange-rate/exchange-rate.service';
import { requisitionLines, requisitions } from '../requisition/requisition.table';
import { recordOrderedQuantities } from '../requisition/requisition.flow';
import {
  awardableQuotes,
  markRfqAwarded,
  notifyUnsuccessfulVendors,
  type AwardableQuote,
  type AwardableQuoteLine,
} from '../rfq/rfq.flow';
import { rfqs } from '../rfq/rfq.table';
import { vendors } from '../vendor/vendor.table';
import * as repo from './purchase-order.repo';
import { PURCHASE_ORDERS, auditView } from './purchase-order.service';
import { amountsOf, companyOf, purchaseOrderDetail } from './purchase-order.view';

/**
 * A line discount combined with the quote's overall discount: 1 − (1 − a)(1 − b), in percent, kept to
 * the four decimals the column holds.
 */
export function combinedDiscount(line: string, quote: string): string {
  const product = movePointDecimal(mulDecimal(line, quote), -2);
  return normalizeDecimal(roundDecimal(subDecimal(addDecimal(line, quote), product), 4));
}

/**
 * `POST /purchasing/rfqs/:rfqId/award` (create_purchase_order on the RFQ's ship): one DRAFT order per
 * vendor chosen, lines copied from their current quote lines (quantity: what was asked, at most what
 * is available), the rate snapshot to the company's base currency, the requisition lines ordered and
 * the RFQ awarded, and a regret e-mail queued to every vendor who quoted and won nothing — all in one
 * transaction. Each order carries its vendor's freight and port charges in full (once per vendor), as
 * the comparison's default award counts them.
 */
export async function awardRfq(db: Db, actor: Actor, rfqId: string, body: AwardRfq) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  const [rfq] = await db.select().from(rfqs).where(eq(rfqs.id, rfqId)).limit(1);
  if (!rfq) throw notFound('RFQ');
  assertShipInScope(actor, rfq.shipId);
  assertCan(actor, ['create_purchase_order'], { shipId: rfq.shipId });
  return db.transaction(async (tx) => {
    await markRfqAwarded(tx, rfqId, actor, body.version);
    const quotes = await awardableQuotes(tx, rfqId);
    const byLine = new Map<string, { quote: AwardableQuote; line: AwardableQuoteLine }>();
    for (const quote of quotes) for (const line of quote.lines) byLine.set(line.id, { quote, line });
    const chosen = new Map<string, { quote: AwardableQuote; lines: AwardableQuoteLine[] }>();
    body.lines.forEach((l, i) => {
      const found = byLine.get(l.quoteLineId);
      if (!found)
        throw badRequest(`lines.${i}.quoteLineId`, 'not a priced line of a current quote of this RFQ');
      if (found.line.rfqLineId !== l.rfqLineId)
        throw badRequest(`lines.${i}.quoteLineId`, 'this quote line answers another RFQ line');
      if (!isPositiveDecimal(minDecimal(found.line.availableQuantity, found.line.requestedQuantity)))
        throw badRequest(`lines.${i}.quoteLineId`, 'the vendor offers no quantity for this line');
      const entry = chosen.get(found.quote.quoteId) ?? { quote: found.quote, lines: [] };
      entry.lines.push(found.line);
      chosen.set(found.quote.quoteId, entry);
    });
    const { baseCurrency } = await companyOf(tx);
    const today = toDateKey(new Date());
    const rates = await ratesBetween(
      tx,
      [baseCurrency, ...[...chosen.values()].map((c) => c.quote.currency)],
      today,
    );
    const created: { id: string; number: string }[] = [];
    for (const { quote, lines } of chosen.values()) {
      let rate;
      try {
        rate = pickRate(rates, quote.currency, baseCurrency, today);
      } catch (error) {
        if (error instanceof ExchangeRateError)
          throw conflict(`${error.message}: add the rate under Accounting → Exchanges, then award again`);
        throw error;
      }
      created.push(await createOrder(tx, actor, rfq, quote, lines, { rate, baseCurrency }));
    }
    await notifyUnsuccessfulVendors(
      tx,
      rfqId,
      [...chosen.values()].map((c) => c.quote.vendorId),
      actor,
    );
    await noticeRfqOutcome(tx, actor, 'awarded', rfq);
    return { purchaseOrders: created };
  });
}

async function createOrder(
  tx: Tx,
  actor: Actor,
  rfq: typeof rfqs.$inferSelect,
  quote: AwardableQuote,
  quoteLines: AwardableQuoteLine[],
  fx: { rate: ReturnType<typeof pickRate>; baseCurrency: string },
) {
  const sorted = [...quoteLines].sort((a, b) => a.position - b.position);
  const lines = sorted.map((l) => ({
    quantity: normalizeDecimal(minDecimal(l.availableQuantity, l.requestedQuantity)),
    unitPrice: normalizeDecimal(l.unitPrice),
    discount: combinedDiscount(l.discountPercent, quote.discountPercent),
  }));
  const amounts = amountsOf(
    quote.currency,
    lines,
    quote.freight,
    quote.portCharges,
    fx.rate.rate,
    fx.baseCurrency,
  );
  const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, quote.vendorId)).limit(1);
  const categories = await tx
    .selectDistinct({ categoryId: requisitions.categoryId })
    .from(requisitionLines)
    .innerJoin(requisitions, eq(requisitions.id, requisitionLines.requisitionId))
    .where(
      inArray(
        requisitionLines.id,
        sorted.map((l) => l.requisitionLineId),
      ),
    );
  const now = new Date();
  const number = formatPurchaseOrderNumber(now.getUTCFullYear(), await repo.nextNumber(tx));
  const id = await repo.insertPurchaseOrder(tx, {
    number,
    shipId: rfq.shipId,
    vendorId: quote.vendorId,
    rfqId: rfq.id,
    quoteId: quote.quoteId,
    categoryId: categories[0]?.categoryId ?? null,
    state: 'DRAFT',
    currency: quote.currency,
    subtotal: amounts.linesTotal,
    freight: amounts.freight,
    portCharges: amounts.portCharges,
    total: amounts.total,
    baseCurrency: fx.baseCurrency,
    rate: fx.rate.rate,
    rateDate: fx.rate.date,
    rateSource: fx.rate.source,
    totalBase: amounts.totalBase,
    paymentTermsDays: vendor?.paymentTermsDays ?? 30,
    deliveryPort: rfq.deliveryPort,
    supplyFrom: rfq.deliveryFrom,
    supplyTo: rfq.deliveryTo,
    notes: quote.remarks ? `Vendor remarks: ${quote.remarks}` : '',
    createdById: actor.id,
    createdByName: actor.name,
  });
  await repo.replaceLines(
    tx,
    id,
    sorted.map((l, i) => ({
      position: i + 1,
      requisitionLineId: l.requisitionLineId,
      quoteLineId: l.id,
      description: l.description,
      impaCode: l.impaCode,
      makerPartNumber: l.offeredPartNumber ?? l.makerPartNumber,
      partType: [PART_TYPE.Genuine, PART_TYPE.OEM, PART_TYPE.Compatible].includes(l.partType as never)
        ? l.partType
        : 0,
      quantity: lines[i]!.quantity,
      unit: l.unit,
      unitPrice: lines[i]!.unitPrice,
      discountPercent: lines[i]!.discount,
      lineTotal: amounts.lineTotals[i]!,
    })),
  );
  await recordOrderedQuantities(
    tx,
    sorted.map((l, i) => ({ requisitionLineId: l.requisitionLineId, delta: lines[i]!.quantity })),
    actor,
  );
  const detail = await purchaseOrderDetail(tx, id);
  await recordAudit(tx, actor, {
    action: 'award',
    entity: 'purchase_order',
    entityId: id,
    shipId: rfq.shipId,
    after: { ...auditView(detail), rfqNumber: rfq.number, quoteRevision: quote.revision },
  });
  return { id, number };
}
