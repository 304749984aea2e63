import {
  ExchangeRateError,
  combineDiscounts,
  compareQuotes,
  normalizeDecimal,
  type CompareQuote,
  type PartType,
  type RfqComparison,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { ratesBetween } from '../../accounting/exchange-rate/exchange-rate.service';
import * as quoteRepo from './quote.repo';
import { awardableQuotes, type AwardableQuote } from './rfq.flow';
import * as repo from './rfq.repo';
import { PURCHASE_ORDERS, loadRfq } from './rfq.guard';
import { readAll } from '../../../db/read-all';

function toCompareQuote(q: AwardableQuote): CompareQuote {
  return {
    vendorId: q.vendorId,
    revision: q.revision,
    currency: q.currency,
    leadTimeDays: q.leadTimeDays,
    freight: q.freight,
    portCharges: q.portCharges,
    lines: q.lines.map((l) => ({
      rfqLineId: l.rfqLineId,
      unitPrice: normalizeDecimal(l.unitPrice),
      discount: combineDiscounts(normalizeDecimal(l.discountPercent), normalizeDecimal(q.discountPercent)),
      availableQty: normalizeDecimal(l.availableQuantity),
      partType: l.partType as PartType,
      leadTimeDays: l.leadTimeDays,
    })),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * `GET /purchasing/rfqs/:id/comparison` (get_quotes on the ship): the current submitted revision of
 * every vendor compared per line and in total in one currency (the RFQ's unless asked), converted with
 * the dated rates of `date` (today by default): cheapest and fastest marked, alternatives flagged,
 * missing and short lines listed. 409 naming the pair when a rate is missing.
 */
export async function getComparison(
  db: Db,
  actor: Actor,
  rfqId: string,
  query: { currency?: string | undefined; date?: string | undefined },
): Promise<RfqComparison> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  const rfq = await loadRfq(db, actor, rfqId, 'get_quotes');
  const currency = query.currency ?? rfq.currency;
  const date = query.date ?? today();
  const [lines, quotes, invitations] = await readAll(db, [
    () => repo.linesOf(db, rfqId),
    () => awardableQuotes(db, rfqId),
    () => repo.invitationsOf(db, rfqId),
  ] as const);
  const rates = await ratesBetween(db, [currency, ...quotes.map((q) => q.currency)], date);
  let result;
  try {
    result = compareQuotes({
      rfqLines: lines.map((l) => ({ id: l.id, quantity: normalizeDecimal(l.quantity) })),
      quotes: quotes.map(toCompareQuote),
      currency,
      rates,
      date,
    });
  } catch (error) {
    if (error instanceof ExchangeRateError)
      throw conflict(`${error.message}; add the rate under exchange rates`);
    throw error;
  }
  const attachments = await quoteRepo.attachmentsOf(
    db,
    quotes.map((q) => q.quoteId),
  );
  const byVendor = new Map(quotes.map((q) => [q.vendorId, q]));
  return {
    rfqId,
    currency,
    date,
    lines: result.lines.map((line) => {
      const rfqLine = lines.find((l) => l.id === line.rfqLineId)!;
      return {
        rfqLineId: line.rfqLineId,
        position: rfqLine.position,
        description: rfqLine.description,
        quantity: line.quantity,
        unit: rfqLine.unit,
        offers: line.offers.map((offer) => {
          const quoteLine = byVendor.get(offer.vendorId)!.lines.find((l) => l.rfqLineId === line.rfqLineId)!;
          return { ...offer, quoteLineId: quoteLine.id, offeredPartNumber: quoteLine.offeredPartNumber };
        }),
      };
    }),
    vendors: result.vendors.map((vendor) => {
      const quote = byVendor.get(vendor.vendorId)!;
      return {
        ...vendor,
        vendorName: quote.vendorName,
        invitationId: quote.invitationId,
        quoteId: quote.quoteId,
        submittedAt: quote.submittedAt.toISOString(),
        validUntil: quote.validUntil,
        remarks: quote.remarks,
        attachments: attachments
          .filter((a) => a.quoteId === quote.quoteId)
          .map((a) => ({ id: a.id, fileName: a.fileName, size: a.size })),
      };
    }),
    notQuoted: invitations
      .filter((i) => !byVendor.has(i.vendorId))
      .map((i) => ({ vendorId: i.vendorId, vendorName: i.vendorName, state: i.state })),
  };
}
