import { z } from 'zod';
import {
  ExchangeRateError,
  addDecimal,
  billLineTotal,
  billMatches,
  matchBillLine,
  type BillLineInput,
  type BillLineMatchStatus,
  pickRate,
  type MatchTolerance,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { companySettings } from '../../config/approval-tiers.service';
import { ratesBetween } from '../exchange-rate/exchange-rate.service';
import * as poLineRepo from './bill-po-lines.repo';

const toleranceEnv = z.object({
  KEEL_BILL_TOLERANCE_PERCENT: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default('2'),
  KEEL_BILL_TOLERANCE_ABSOLUTE: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default('0'),
});

/**
 * The price tolerance of the three-way match: the company settings' per cent and absolute (per unit)
 * tolerance — the larger allowance applies. A value the settings leave unset (null) falls back to
 * `KEEL_BILL_TOLERANCE_PERCENT` (default 2 %) or `KEEL_BILL_TOLERANCE_ABSOLUTE` (default 0).
 */
export function matchTolerance(
  settings: { billTolerancePercent: string | null; billToleranceAbsolute: string | null } = {
    billTolerancePercent: null,
    billToleranceAbsolute: null,
  },
  env: NodeJS.ProcessEnv = process.env,
): MatchTolerance {
  const parsed = toleranceEnv.parse(env);
  return {
    percent: settings.billTolerancePercent ?? parsed.KEEL_BILL_TOLERANCE_PERCENT,
    absolute: settings.billToleranceAbsolute ?? parsed.KEEL_BILL_TOLERANCE_ABSOLUTE,
  };
}

/** A line ready to store, with its PO and match status. */
export interface PreparedLine {
  position: number;
  purchaseOrderId: string | null;
  purchaseOrderLineId: string | null;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  rebillable: boolean;
  matchStatus: BillLineMatchStatus;
}

/** The conversion of a bill into its POs' currency, kept on the bill (`po_*` columns). */
export interface PoConversion {
  poCurrency: string | null;
  poRate: string;
  poRateDate: string | null;
  poRateSource: string | null;
}

/**
 * The rate of one unit of the bill's currency in the POs' currency on the bill date (the dated-rate
 * lookup every conversion uses); 400 naming `currency` when no rate applies.
 */
async function poConversion(
  db: DbOrTx,
  bill: { currency: string; billDate: string },
  poCurrency: string | null,
): Promise<PoConversion> {
  if (!poCurrency || poCurrency === bill.currency)
    return { poCurrency, poRate: '1', poRateDate: null, poRateSource: null };
  try {
    // Through the base currency when the pair has no rate either way (reference rates are published
    // against one currency): e.g. a GBP bill of EUR POs with rates only against USD.
    const { baseCurrency } = await companySettings(db);
    const rates = await ratesBetween(db, [bill.currency, poCurrency, baseCurrency], bill.billDate);
    const picked = pickRate(rates, bill.currency, poCurrency, bill.billDate, { via: baseCurrency });
    return { poCurrency, poRate: picked.rate, poRateDate: picked.date, poRateSource: picked.source };
  } catch (error) {
    if (error instanceof ExchangeRateError)
      throw badRequest('currency', `${error.message}: the bill's prices cannot be compared with its POs'`);
    throw error;
  }
}

/**
 * Checks the lines' PO lines (same vendor and ship; all POs of a bill in one currency, which may differ
 * from the bill's: 400 naming the line otherwise), picks the bill date's rate into the POs' currency and
 * matches each line against what was received and not billed by other posted bills, prices compared in
 * the PO's currency.
 */
export async function prepareLines(
  db: DbOrTx,
  bill: { id: string | null; vendorId: string; shipId: string; currency: string; billDate: string },
  lines: readonly BillLineInput[],
): Promise<{ lines: PreparedLine[]; matched: boolean; conversion: PoConversion }> {
  const poLineIds = [...new Set(lines.map((l) => l.purchaseOrderLineId).filter((id): id is string => !!id))];
  const poLines = new Map((await poLineRepo.poLinesByIds(db, poLineIds)).map((r) => [r.line.id, r]));
  const billed = await poLineRepo.billedQuantities(db, poLineIds, bill.id);
  const tolerance = matchTolerance(await companySettings(db));
  let first: { number: string; currency: string } | null = null;
  for (const [i, input] of lines.entries()) {
    const field = `lines.${i}.purchaseOrderLineId`;
    const po = input.purchaseOrderLineId ? poLines.get(input.purchaseOrderLineId) : undefined;
    if (input.purchaseOrderLineId && !po) throw badRequest(field, 'no purchase order line with this id');
    if (po && (po.order.vendorId !== bill.vendorId || po.order.shipId !== bill.shipId))
      throw badRequest(field, `${po.order.number} is not an order of this vendor and ship`);
    if (po && first && po.order.currency !== first.currency)
      throw badRequest(
        field,
        `${po.order.number} is in ${po.order.currency}, ${first.number} in ${first.currency}: bill POs of one currency together`,
      );
    if (po && !first) first = { number: po.order.number, currency: po.order.currency };
  }
  const conversion = await poConversion(db, bill, first?.currency ?? null);
  const seen = new Map<string, string>();
  const prepared = lines.map((input, i): PreparedLine => {
    const po = input.purchaseOrderLineId ? poLines.get(input.purchaseOrderLineId) : undefined;
    const already = po ? addDecimal(billed.get(po.line.id) ?? '0', seen.get(po.line.id) ?? '0') : '0';
    const match = matchBillLine(
      {
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        rate: conversion.poRate,
        poLine: po
          ? {
              unitPrice: po.line.unitPrice,
              receivedQuantity: po.line.deliveredQuantity,
              alreadyBilledQuantity: already,
            }
          : null,
      },
      tolerance,
    );
    if (po) seen.set(po.line.id, addDecimal(seen.get(po.line.id) ?? '0', input.quantity));
    return {
      position: i + 1,
      purchaseOrderId: po?.order.id ?? null,
      purchaseOrderLineId: po?.line.id ?? null,
      description: input.description,
      unit: input.unit,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      lineTotal: billLineTotal(input.quantity, input.unitPrice, bill.currency),
      rebillable: input.rebillable,
      matchStatus: match.status,
    };
  });
  return { lines: prepared, matched: billMatches(prepared.map((l) => l.matchStatus)), conversion };
}
