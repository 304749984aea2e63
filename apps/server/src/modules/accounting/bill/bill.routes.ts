import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apAgeingRowSchema,
  billDetailSchema,
  billListQuerySchema,
  billReasonSchema,
  billListResponseSchema,
  billablePoLineSchema,
  billOptionsSchema,
  createBillSchema,
  creditBillSchema,
  payBillSchema,
  postBillSchema,
  updateBillSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { cancelBill, createBill, updateBill } from './bill-entry.service';
import { BILL_EXPORT_LIMIT, writeAgeingWorkbook, writeBillsWorkbook } from './bill.export';
import { payBill } from './bill-payment.service';
import { postBill, reverseBill } from './bill-post.service';
import { creditBill } from './bill-credit.service';
import { billCreditNotePdf } from './bill-credit-pdf.service';
import { apAgeing, billOptions, billTotals, billableLines, getBill, listBills } from './bill.service';

const params = z.object({ id: uuidSchema });
const detail = z.object({ data: billDetailSchema });
const listResponse = billListResponseSchema;
const totalsResponse = z.object({
  data: z.object({ count: z.number().int(), totalBase: z.string(), openBase: z.string() }),
});

/**
 * `/accounting/bills`: vendor bills. The list needs sidebar `accounting.bills` and `read_bill`; one bill
 * `read_single_bill` on its ship; every write `manage_bill` on the ship (checked in the services).
 */
export const billRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['accounting'] };
  app.get(
    '/accounting/bills',
    { schema: { ...base, querystring: billListQuerySchema, response: { 200: listResponse } } },
    async (request) => listBills(db, request.actor, request.query),
  );
  app.get(
    '/accounting/bills/totals',
    { schema: { ...base, querystring: billListQuerySchema, response: { 200: totalsResponse } } },
    async (request) => ({ data: await billTotals(db, request.actor, request.query) }),
  );
  app.get(
    '/accounting/bills/export.xlsx',
    { schema: { ...base, querystring: billListQuerySchema } },
    async (request, reply) => {
      const list = await listBills(db, request.actor, {
        ...request.query,
        offset: 0,
        limit: BILL_EXPORT_LIMIT,
        count: 'false',
      });
      return sendWorkbook(request, reply, 'bills.xlsx', (out) => writeBillsWorkbook(out, list.data));
    },
  );
  app.get(
    '/accounting/bills/ageing',
    {
      schema: {
        ...base,
        querystring: billListQuerySchema,
        response: { 200: z.object({ data: z.array(apAgeingRowSchema) }) },
      },
    },
    async (request) => ({ data: await apAgeing(db, request.actor, request.query) }),
  );
  app.get(
    '/accounting/bills/ageing/export.xlsx',
    { schema: { ...base, querystring: billListQuerySchema } },
    async (request, reply) => {
      const rows = await apAgeing(db, request.actor, request.query);
      return sendWorkbook(request, reply, 'ap-ageing.xlsx', (out) => writeAgeingWorkbook(out, rows));
    },
  );
  app.get(
    '/accounting/bills/options',
    { schema: { ...base, response: { 200: z.object({ data: billOptionsSchema }) } } },
    async (request) => ({
      data: await billOptions(db, request.actor),
    }),
  );
  app.get(
    '/accounting/bills/billable-lines',
    {
      schema: {
        ...base,
        querystring: z.object({ vendorId: uuidSchema, shipId: uuidSchema }),
        response: { 200: z.object({ data: z.array(billablePoLineSchema) }) },
      },
    },
    async (request) => ({
      data: await billableLines(db, request.actor, request.query.vendorId, request.query.shipId),
    }),
  );
  app.post(
    '/accounting/bills',
    { schema: { ...base, body: createBillSchema, response: { 201: detail } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createBill(db, request.actor, request.body) }),
  );
  app.get(
    '/accounting/bills/:id',
    { schema: { ...base, params, response: { 200: detail } } },
    async (request) => ({ data: await getBill(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/accounting/bills/:id',
    { schema: { ...base, params, body: updateBillSchema, response: { 200: detail } } },
    async (request) => ({ data: await updateBill(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/accounting/bills/:id/post',
    { schema: { ...base, params, body: postBillSchema, response: { 200: detail } } },
    async (request) => ({ data: await postBill(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/accounting/bills/:id/cancel',
    { schema: { ...base, params, body: billReasonSchema, response: { 200: detail } } },
    async (request) => ({ data: await cancelBill(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/accounting/bills/:id/reverse',
    { schema: { ...base, params, body: billReasonSchema, response: { 200: detail } } },
    async (request) => ({ data: await reverseBill(db, request.actor, request.params.id, request.body) }),
  );
  app.get(
    '/accounting/bills/:id/credit-notes/:noteId/pdf',
    { schema: { ...base, params: z.object({ id: uuidSchema, noteId: uuidSchema }) } },
    async (request, reply) => {
      const { fileName, bytes } = await billCreditNotePdf(
        db,
        request.actor,
        request.params.id,
        request.params.noteId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );
  app.post(
    '/accounting/bills/:id/credit',
    { schema: { ...base, params, body: creditBillSchema, response: { 200: detail } } },
    async (request) => ({ data: await creditBill(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/accounting/bills/:id/payments',
    { schema: { ...base, params, body: payBillSchema, response: { 201: detail } } },
    async (request, reply) =>
      reply.status(201).send({ data: await payBill(db, request.actor, request.params.id, request.body) }),
  );
};
