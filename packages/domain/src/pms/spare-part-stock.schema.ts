import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { STOCK_ENTRY_KINDS } from './spare-part-stock';
import { stockQuantitySchema } from './spare-part.schema';

const note = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(500, 'note must be at most 500 characters').nullish(),
);

/** Body of `POST /api/v1/pms/spare-parts/:id/receipt`: a quantity received on board. */
export const stockReceiptSchema = z.object({
  version: versionSchema,
  quantity: stockQuantitySchema('quantity'),
  note,
});
/** A receipt body. */
export type StockReceipt = z.infer<typeof stockReceiptSchema>;

/** Body of `POST …/:id/adjust`: the counted stock and the reason it differs. */
export const stockAdjustmentSchema = z.object({
  version: versionSchema,
  countedQuantity: stockQuantitySchema('countedQuantity', 'nonNegative'),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason is required: say why the stock differs')
    .max(500, 'reason must be at most 500 characters'),
});
/** An adjustment body. */
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** Body of `POST …/:id/use`: a quantity used outside a job (a job's completion uses `useSpareParts`). */
export const stockUseSchema = z.object({
  version: versionSchema,
  quantity: stockQuantitySchema('quantity'),
  note,
});
/** A use body. */
export type StockUse = z.infer<typeof stockUseSchema>;

/**
 * Body of `POST …/:id/transfer`: a quantity sent to another ship. It is taken from this part and added to
 * the receiving ship's part of the same part number and maker (created there when it has none).
 */
export const stockTransferSchema = z.object({
  version: versionSchema,
  quantity: stockQuantitySchema('quantity'),
  toShipId: z.uuid('toShipId must be the id of a ship'),
  note,
});
/** A transfer body. */
export type StockTransfer = z.infer<typeof stockTransferSchema>;

/** One part used by a job completion (the jobs module passes these to `useSpareParts`). */
export const sparePartUseSchema = z.object({
  sparePartId: z.uuid('sparePartId must be the id of a spare part'),
  quantity: stockQuantitySchema('quantity'),
});
/** A part used by a job. */
export type SparePartUse = z.infer<typeof sparePartUseSchema>;

/** Query of `GET …/:id/ledger`: newest first, paged. */
export const stockLedgerQuerySchema = listQuerySchema.pick({ offset: true, limit: true });
/** Ledger query. */
export type StockLedgerQuery = z.infer<typeof stockLedgerQuerySchema>;

/** A stock ledger entry as the API returns it. */
export const stockLedgerEntrySchema = z.object({
  id: z.uuid(),
  sparePartId: z.uuid(),
  kind: z.enum(STOCK_ENTRY_KINDS),
  /** Signed change of the balance. */
  change: z.string(),
  /** The balance after this entry. */
  balanceAfter: z.string(),
  reason: z.string().nullable(),
  jobCompletionId: z.uuid().nullable(),
  deliveryLineId: z.uuid().nullable(),
  counterpartShipName: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
/** A ledger entry. */
export type StockLedgerEntry = z.infer<typeof stockLedgerEntrySchema>;
/** A page of ledger entries. */
export const stockLedgerResponseSchema = pagedEnvelope(stockLedgerEntrySchema);

/** Answer of `POST …/:id/requisition`: the DRAFT requisition raised for the part. */
export const raisedRequisitionSchema = envelope(
  z.object({ requisitionId: z.uuid(), number: z.string(), quantity: z.string() }),
);
/** The raised requisition. */
export type RaisedRequisition = z.infer<typeof raisedRequisitionSchema>['data'];

/** Body of `POST …/:id/requisition`: the quantity (defaults to the suggested one). */
export const raiseRequisitionSchema = z.object({
  quantity: stockQuantitySchema('quantity').optional(),
});
/** A raise-requisition body. */
export type RaiseRequisition = z.infer<typeof raiseRequisitionSchema>;
