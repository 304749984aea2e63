import { z } from 'zod';
import {
  addDecimal,
  billLineTotal,
  billMatches,
  matchBillLine,
  type BillLineInput,
  type BillLineMatchStatus,
  type MatchTolerance,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { companySettings } from '../../config/approval-tiers.service';
import * as repo from './bill.repo';

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

/**
 * Checks the lines' PO lines (same vendor and ship, delivered state, the bill's currency: 400 naming
 * the line otherwise) and matches each against what was received and not billed by other posted bills.
 */
export async function prepareLines(
  db: DbOrTx,
  bill: { id: string | null; vendorId: string; shipId: string; currency: string },
  lines: readonly BillLineInput[],
): Promise<{ lines: PreparedLine[]; matched: boolean }> {
  const poLineIds = [...new Set(lines.map((l) => l.purchaseOrderLineId).filter((id): id is string => !!id))];
  const poLines = new Map((await repo.poLinesByIds(db, poLineIds)).map((r) => [r.line.id, r]));
  const billed = await repo.billedQuantities(db, poLineIds, bill.id);
  const tolerance = matchTolerance(await companySettings(db));
  const seen = new Map<string, string>();
  const prepared = lines.map((input, i): PreparedLine => {
    const field = `lines.${i}.purchaseOrderLineId`;
    const po = input.purchaseOrderLineId ? poLines.get(input.purchaseOrderLineId) : undefined;
    if (input.purchaseOrderLineId && !po) throw badRequest(field, 'no purchase order line with this id');
    if (po && (po.order.vendorId !== bill.vendorId || po.order.shipId !== bill.shipId))
      throw badRequest(field, `${po.order.number} is not an order of this vendor and ship`);
    if (po && po.order.currency !== bill.currency)
      throw badRequest(field, `${po.order.number} is in ${po.order.currency}, the bill in ${bill.currency}`);
    const already = po ? addDecimal(billed.get(po.line.id) ?? '0', seen.get(po.line.id) ?? '0') : '0';
    const match = matchBillLine(
      {
        quantity: input.quantity,
        unitPrice: input.unitPrice,
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
  return { lines: prepared, matched: billMatches(prepared.map((l) => l.matchStatus)) };
}
