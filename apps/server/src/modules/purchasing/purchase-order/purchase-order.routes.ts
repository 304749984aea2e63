import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awardRfqResponseSchema,
  awardRfqSchema,
  bulkActionSchema,
  bulkResponseSchema,
  bulkSendPurchaseOrdersSchema,
  listTotalsResponseSchema,
  purchaseOrderDetailResponseSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListResponseSchema,
  purchaseOrderOptionsResponseSchema,
  purchaseOrderReasonSchema,
  purchaseOrderVersionSchema,
  requisitionBudgetCheckResponseSchema,
  sendPurchaseOrderSchema,
  updatePurchaseOrderSchema,
  uuidSchema,
  vendorActionSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { awardRfq } from './purchase-order-award.service';
import { bulkApprovePurchaseOrders, bulkSendPurchaseOrders } from './purchase-order-bulk.service';
import { purchaseOrderTotals } from './purchase-order-totals.service';
import { checkPurchaseOrderBudget } from './purchase-order-budget.service';
import { purchaseOrderPdf } from './purchase-order-pdf.service';
import { sendToVendor } from './purchase-order-vendor.service';
import {
  approvePurchaseOrderRoute,
  cancelPurchaseOrderRoute,
  recordVendorAction,
  revertPurchaseOrderRoute,
  sendBackPurchaseOrder,
  submitPurchaseOrder,
} from './purchase-order-workflow.service';
import {
  purchaseOrderExportQuerySchema,
  purchaseOrderTotalsQuerySchema,
  writePurchaseOrderWorkbook,
} from './purchase-order.export';
import {
  PURCHASE_ORDERS,
  exportPurchaseOrders,
  getPurchaseOrder,
  listPurchaseOrders,
  purchaseOrderOptions,
  updatePurchaseOrder,
} from './purchase-order.service';
import { sendWorkbook } from '../../../lib/xlsx-table';

const params = z.object({ id: uuidSchema });
const BASE = '/purchasing/purchase-orders';

/**
 * `/purchasing/purchase-orders` (sidebar `purchasing.purchase_order`) and the award of an RFQ. Every
 * change checks its action of spec §6 on the order's ship; every transition is one transaction with
 * its audit row and an optimistic lock on `version`.
 */
export const purchaseOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([PURCHASE_ORDERS]) };
  const detail = { 200: purchaseOrderDetailResponseSchema };

  app.post(
    '/purchasing/rfqs/:rfqId/award',
    {
      ...gate,
      schema: {
        ...base,
        params: z.object({ rfqId: uuidSchema }),
        body: awardRfqSchema,
        response: { 200: awardRfqResponseSchema },
      },
    },
    async (request) => ({ data: await awardRfq(db, request.actor, request.params.rfqId, request.body) }),
  );
  app.get(
    `${BASE}/`,
    {
      ...gate,
      schema: {
        ...base,
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListResponseSchema },
      },
    },
    async (request) => listPurchaseOrders(db, request.actor, request.query),
  );
  // Every order the list finds for the same filters and sort (up to 10,000) as an Excel workbook.
  app.get(
    `${BASE}/export.xlsx`,
    { ...gate, schema: { ...base, querystring: purchaseOrderExportQuerySchema } },
    async (request, reply) => {
      const { rows, total } = await exportPurchaseOrders(db, request.actor, request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      return sendWorkbook(request, reply, `purchase-orders-${stamp}.xlsx`, (out) =>
        writePurchaseOrderWorkbook(out, rows, total),
      );
    },
  );
  // The total in the base currency of every order the list's filters find (all pages).
  app.get(
    `${BASE}/totals`,
    {
      ...gate,
      schema: {
        ...base,
        querystring: purchaseOrderTotalsQuerySchema,
        response: { 200: listTotalsResponseSchema },
      },
    },
    async (request) => ({ data: await purchaseOrderTotals(db, request.actor, request.query) }),
  );
  // Sends each chosen order to its vendor as its own send would (one result per order).
  app.post(
    `${BASE}/bulk/send`,
    {
      ...gate,
      schema: { ...base, body: bulkSendPurchaseOrdersSchema, response: { 200: bulkResponseSchema } },
    },
    async (request) => ({
      data: await bulkSendPurchaseOrders(db, request.actor, request.body, ctx.config.publicUrl, (err) =>
        request.log.error({ err }, 'bulk send of a purchase order failed'),
      ),
    }),
  );
  // Approves each chosen order as its own approve would (one result per order).
  app.post(
    `${BASE}/bulk/approve`,
    { ...gate, schema: { ...base, body: bulkActionSchema, response: { 200: bulkResponseSchema } } },
    async (request) => ({
      data: await bulkApprovePurchaseOrders(db, request.actor, request.body, (err) =>
        request.log.error({ err }, 'bulk approve of a purchase order failed'),
      ),
    }),
  );
  app.get(
    `${BASE}/options`,
    { ...gate, schema: { ...base, response: { 200: purchaseOrderOptionsResponseSchema } } },
    async (request) => ({ data: await purchaseOrderOptions(db, request.actor) }),
  );
  app.get(
    `${BASE}/:id/budget-check`,
    { ...gate, schema: { ...base, params, response: { 200: requisitionBudgetCheckResponseSchema } } },
    async (request) => ({ data: await checkPurchaseOrderBudget(db, request.actor, request.params.id) }),
  );
  app.get(`${BASE}/:id`, { ...gate, schema: { ...base, params, response: detail } }, async (request) => ({
    data: await getPurchaseOrder(db, request.actor, request.params.id),
  }));
  app.put(
    `${BASE}/:id`,
    { ...gate, schema: { ...base, params, body: updatePurchaseOrderSchema, response: detail } },
    async (request) => ({
      data: await updatePurchaseOrder(db, request.actor, request.params.id, request.body),
    }),
  );
  const versioned = {
    ...gate,
    schema: { ...base, params, body: purchaseOrderVersionSchema, response: detail },
  };
  const reasoned = {
    ...gate,
    schema: { ...base, params, body: purchaseOrderReasonSchema, response: detail },
  };
  app.post(`${BASE}/:id/submit`, versioned, async (request) => ({
    data: await submitPurchaseOrder(db, request.actor, request.params.id, request.body),
  }));
  app.post(`${BASE}/:id/approve`, versioned, async (request) => ({
    data: await approvePurchaseOrderRoute(db, request.actor, request.params.id, request.body),
  }));
  app.post(`${BASE}/:id/send-back`, reasoned, async (request) => ({
    data: await sendBackPurchaseOrder(db, request.actor, request.params.id, request.body),
  }));
  app.post(
    `${BASE}/:id/send`,
    { ...gate, schema: { ...base, params, body: sendPurchaseOrderSchema, response: detail } },
    async (request) => ({
      data: await sendToVendor(db, request.actor, request.params.id, request.body, ctx.config.publicUrl),
    }),
  );
  app.post(
    `${BASE}/:id/vendor-action`,
    { ...gate, schema: { ...base, params, body: vendorActionSchema, response: detail } },
    async (request) => ({
      data: await recordVendorAction(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(`${BASE}/:id/revert`, reasoned, async (request) => ({
    data: await revertPurchaseOrderRoute(db, request.actor, request.params.id, request.body),
  }));
  app.post(`${BASE}/:id/cancel`, reasoned, async (request) => ({
    data: await cancelPurchaseOrderRoute(db, request.actor, request.params.id, request.body),
  }));
  app.get(`${BASE}/:id/pdf`, { ...gate, schema: { ...base, params } }, async (request, reply) => {
    const { fileName, bytes } = await purchaseOrderPdf(db, request.actor, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes));
  });
};
