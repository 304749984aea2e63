import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  copySparePartSchema,
  createSparePartSchema,
  duplicateSparePartSchema,
  moveSparePartSchema,
  raiseRequisitionSchema,
  raisedRequisitionSchema,
  sparePartListQuerySchema,
  sparePartListResponseSchema,
  sparePartResponseSchema,
  stockAdjustmentSchema,
  stockLedgerQuerySchema,
  stockLedgerResponseSchema,
  stockReceiptSchema,
  stockTransferSchema,
  stockUseSchema,
  updateSparePartSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { requireSidebar } from '../../../plugins/auth';
import { onDeliveredToVessel } from '../../purchasing/delivery/delivery-receipt.service';
import './spare-part-copy.service';
import { SPARE_PART_EXPORT_LIMIT, writeSparePartsWorkbook } from './spare-part.export';
import { copySparePart, duplicateSparePart, moveSparePart } from './spare-part-move.service';
import { raiseRequisition, receiveDeliveredParts } from './spare-part-purchasing.service';
import { adjustStock, listLedger, receiveStock, transferStock, useStock } from './spare-part-stock.service';
import {
  SPARE_PARTS,
  createSparePart,
  getSparePart,
  listSpareParts,
  updateSparePart,
} from './spare-part.service';

const params = z.object({ id: uuidSchema });

/**
 * `/pms/spare-parts`: spare parts of the ships and catalogues with their stock ledger (sidebar
 * PMS.catalogues; spare_part_read / spare_part_management per ship). Registers the delivery receipt hook
 * that adds received goods to the linked part's stock.
 */
export const sparePartRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  onDeliveredToVessel(receiveDeliveredParts);
  const base = { tags: ['pms'] };
  const gate = { preHandler: requireSidebar([SPARE_PARTS]) };
  const path = '/pms/spare-parts';
  const one = { 200: sparePartResponseSchema };

  app.get(
    path,
    {
      ...gate,
      schema: {
        ...base,
        querystring: sparePartListQuerySchema,
        response: { 200: sparePartListResponseSchema },
      },
    },
    async (request) => listSpareParts(db, request.actor, request.query),
  );
  app.get(
    `${path}/export.xlsx`,
    { ...gate, schema: { ...base, querystring: sparePartListQuerySchema } },
    async (request, reply) => {
      const query = { ...request.query, offset: 0, limit: SPARE_PART_EXPORT_LIMIT };
      const list = await listSpareParts(db, request.actor, query);
      return sendWorkbook(request, reply, 'spare-parts.xlsx', (out) =>
        writeSparePartsWorkbook(out, list.data),
      );
    },
  );
  app.post(
    path,
    { ...gate, schema: { ...base, body: createSparePartSchema, response: { 201: sparePartResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createSparePart(db, request.actor, request.body) }),
  );
  app.get(`${path}/:id`, { ...gate, schema: { ...base, params, response: one } }, async (request) => ({
    data: await getSparePart(db, request.actor, request.params.id),
  }));
  app.patch(
    `${path}/:id`,
    { ...gate, schema: { ...base, params, body: updateSparePartSchema, response: one } },
    async (request) => ({ data: await updateSparePart(db, request.actor, request.params.id, request.body) }),
  );
  app.get(
    `${path}/:id/ledger`,
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: stockLedgerQuerySchema,
        response: { 200: stockLedgerResponseSchema },
      },
    },
    async (request) => listLedger(db, request.actor, request.params.id, request.query),
  );
  app.post(
    `${path}/:id/receipt`,
    { ...gate, schema: { ...base, params, body: stockReceiptSchema, response: one } },
    async (request) => ({ data: await receiveStock(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/use`,
    { ...gate, schema: { ...base, params, body: stockUseSchema, response: one } },
    async (request) => ({ data: await useStock(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/adjust`,
    { ...gate, schema: { ...base, params, body: stockAdjustmentSchema, response: one } },
    async (request) => ({ data: await adjustStock(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/transfer`,
    { ...gate, schema: { ...base, params, body: stockTransferSchema, response: one } },
    async (request) => ({ data: await transferStock(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/move`,
    { ...gate, schema: { ...base, params, body: moveSparePartSchema, response: one } },
    async (request) => ({ data: await moveSparePart(db, request.actor, request.params.id, request.body) }),
  );
  const created = { 201: sparePartResponseSchema };
  app.post(
    `${path}/:id/copy`,
    { ...gate, schema: { ...base, params, body: copySparePartSchema, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await copySparePart(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/duplicate`,
    { ...gate, schema: { ...base, params, body: duplicateSparePartSchema, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await duplicateSparePart(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/requisition`,
    {
      ...gate,
      schema: { ...base, params, body: raiseRequisitionSchema, response: { 201: raisedRequisitionSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await raiseRequisition(db, request.actor, request.params.id, request.body) }),
  );
};
