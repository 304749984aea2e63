import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelDeliverySchema,
  chooseSupplyWindowSchema,
  createPoDeliverySchema,
  createSupplyWindowSchema,
  createTransferSchema,
  createUnassignedDeliverySchema,
  deliverablePurchaseOrderListResponseSchema,
  deliverablePurchaseOrderQuerySchema,
  deliveryDetailResponseSchema,
  deliveryEventSchema,
  deliveryListQuerySchema,
  deliveryListResponseSchema,
  discrepancyReportSchema,
  matchDeliverySchema,
  receiptSchema,
  supplyWindowListQuerySchema,
  supplyWindowListResponseSchema,
  supplyWindowResponseSchema,
  updateDeliverySchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { receive, reportDiscrepancy } from './delivery-receipt.service';
import { createTransfer, matchDelivery } from './delivery-transfer.service';
import * as service from './delivery.service';
import * as change from './delivery-change.service';
import {
  createSupplyWindow,
  listDeliverablePurchaseOrders,
  listSupplyWindows,
} from './supply-window.service';

const params = z.object({ id: uuidSchema });

/**
 * `/purchasing/deliveries` (sidebar `purchasing.delivery`): PO and unassigned deliveries, transfers,
 * receipts and discrepancy reports, and `/purchasing/supply-windows`. manage_delivery guards planning,
 * edits, cancel, transfers and matching; manage_delivery_report the receipt and the report — each on
 * the delivery's ship.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([service.DELIVERIES]) };
  const detail = { 200: deliveryDetailResponseSchema };
  const created = { 201: deliveryDetailResponseSchema };

  app.get(
    '/purchasing/deliveries/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryListResponseSchema },
      },
    },
    async (request) => service.listDeliveries(db, request.actor, request.query),
  );
  app.get(
    '/purchasing/deliveries/purchase-orders',
    {
      ...gate,
      schema: {
        ...base,
        querystring: deliverablePurchaseOrderQuerySchema,
        response: { 200: deliverablePurchaseOrderListResponseSchema },
      },
    },
    async (request) => listDeliverablePurchaseOrders(db, request.actor, request.query),
  );
  app.post(
    '/purchasing/deliveries/',
    { ...gate, schema: { ...base, body: createPoDeliverySchema, response: created } },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createPoDelivery(db, request.actor, request.body) }),
  );
  app.post(
    '/purchasing/deliveries/unassigned',
    { ...gate, schema: { ...base, body: createUnassignedDeliverySchema, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.createUnassignedDelivery(db, request.actor, request.body) }),
  );
  app.get(
    '/purchasing/deliveries/:id',
    { ...gate, schema: { ...base, params, response: detail } },
    async (request) => ({ data: await service.getDelivery(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/purchasing/deliveries/:id',
    { ...gate, schema: { ...base, params, body: updateDeliverySchema, response: detail } },
    async (request) => ({
      data: await change.updateDelivery(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    '/purchasing/deliveries/:id/cancel',
    { ...gate, schema: { ...base, params, body: cancelDeliverySchema, response: detail } },
    async (request) => ({
      data: await change.cancelDelivery(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    '/purchasing/deliveries/:id/events',
    { ...gate, schema: { ...base, params, body: deliveryEventSchema, response: detail } },
    async (request) => ({
      data: await change.recordDeliveryEvent(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    '/purchasing/deliveries/:id/supply-window',
    { ...gate, schema: { ...base, params, body: chooseSupplyWindowSchema, response: detail } },
    async (request) => ({
      data: await change.chooseSupplyWindow(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    '/purchasing/deliveries/:id/transfers',
    { ...gate, schema: { ...base, params, body: createTransferSchema, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createTransfer(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/purchasing/deliveries/:id/match',
    { ...gate, schema: { ...base, params, body: matchDeliverySchema, response: detail } },
    async (request) => ({ data: await matchDelivery(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/purchasing/deliveries/:id/receipt',
    { ...gate, schema: { ...base, params, body: receiptSchema, response: detail } },
    async (request) => ({ data: await receive(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/purchasing/deliveries/:id/discrepancy-report',
    { ...gate, schema: { ...base, params, body: discrepancyReportSchema, response: detail } },
    async (request) => ({
      data: await reportDiscrepancy(db, request.actor, request.params.id, request.body),
    }),
  );
  app.get(
    '/purchasing/supply-windows/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: supplyWindowListQuerySchema,
        response: { 200: supplyWindowListResponseSchema },
      },
    },
    async (request) => listSupplyWindows(db, request.actor, request.query),
  );
  app.post(
    '/purchasing/supply-windows/',
    {
      ...gate,
      schema: { ...base, body: createSupplyWindowSchema, response: { 201: supplyWindowResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSupplyWindow(db, request.actor, request.body) }),
  );
};
