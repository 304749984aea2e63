import type { z } from 'zod';
import { bulkActionSchema } from '../common/bulk.schema';
import { sendPurchaseOrderSchema } from './purchase-order.schema';

/** Body of the bulk send: the chosen orders (id and version) and, as for one order, the link's days and a message. */
export const bulkSendPurchaseOrdersSchema = bulkActionSchema.extend(
  sendPurchaseOrderSchema.omit({ version: true }).shape,
);
/** A parsed bulk send body. */
export type BulkSendPurchaseOrders = z.infer<typeof bulkSendPurchaseOrdersSchema>;
/** A bulk send body as a form holds it. */
export type BulkSendPurchaseOrdersInput = z.input<typeof bulkSendPurchaseOrdersSchema>;
