import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ageingQuerySchema,
  ageingResponseSchema,
  createCreditNoteSchema,
  createInvoiceSchema,
  deleteVersionQuerySchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoicePaymentInputSchema,
  invoiceReasonSchema,
  invoiceResponseSchema,
  invoiceSourcesResponseSchema,
  invoiceCustomersResponseSchema,
  invoiceVersionSchema,
  listTotalsResponseSchema,
  updateInvoiceSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { requireSidebar } from '../../../plugins/auth';
import { writeAgeingWorkbook, writeInvoicesWorkbook } from './invoice.export';
import { creditNotePdf, invoicePdf } from './invoice-pdf.service';
import { startOverdueNoticeScheduler } from './invoice-overdue-notices.service';
import {
  arAgeing,
  exportInvoices,
  invoiceCustomers,
  invoiceSources,
  invoiceTotals,
} from './invoice-reports.service';
import {
  INVOICING,
  createInvoice,
  deleteInvoice,
  getInvoice,
  listInvoices,
  updateInvoice,
} from './invoice.service';
import { creditInvoice, issueInvoice, payInvoice, voidInvoice } from './invoice-workflow.service';

const BASE = '/accounting/invoices';
const params = z.object({ id: uuidSchema });
const sourcesQuery = z.object({
  shipId: uuidSchema,
  customerId: z.uuid('customerId must be a valid id').optional(),
});

/**
 * `/accounting/invoices`: customer invoices (sidebar `accounting.invoicing`; read_invoices to read,
 * create_invoice to write, per ship), their workflow, PDF, Excel export and the AR ageing.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // "Invoice overdue" notices every KEEL_INVOICE_OVERDUE_NOTICE_MINUTES (60; 0 = off). Tests run
  // `runOverdueNotices` themselves, so the timer is off under Vitest.
  const noticeMinutes = Number(process.env.KEEL_INVOICE_OVERDUE_NOTICE_MINUTES ?? 60);
  if (noticeMinutes > 0 && !process.env.VITEST) {
    const stop = startOverdueNoticeScheduler(db, {
      intervalMs: noticeMinutes * 60_000,
      onError: (error) =>
        app.log.warn({ err: error }, 'invoice overdue notices run failed; next run retries'),
    });
    app.addHook('onClose', async () => stop());
  }
  const base = { tags: ['accounting'] };
  const gate = { preHandler: requireSidebar([INVOICING]) };
  const detail = { 200: invoiceResponseSchema };

  app.get(
    BASE,
    {
      ...gate,
      schema: { ...base, querystring: invoiceListQuerySchema, response: { 200: invoiceListResponseSchema } },
    },
    async (request) => listInvoices(db, request.actor, request.query),
  );
  app.get(
    `${BASE}/totals`,
    {
      ...gate,
      schema: { ...base, querystring: invoiceListQuerySchema, response: { 200: listTotalsResponseSchema } },
    },
    async (request) => ({ data: await invoiceTotals(db, request.actor, request.query) }),
  );
  app.get(
    `${BASE}/export.xlsx`,
    { ...gate, schema: { ...base, querystring: invoiceListQuerySchema } },
    async (request, reply) => {
      const { rows, total } = await exportInvoices(db, request.actor, request.query);
      return sendWorkbook(request, reply, 'invoices.xlsx', (out) => writeInvoicesWorkbook(out, rows, total));
    },
  );
  app.get(
    `${BASE}/ageing`,
    { ...gate, schema: { ...base, querystring: ageingQuerySchema, response: { 200: ageingResponseSchema } } },
    async (request) => ({ data: await arAgeing(db, request.actor, request.query) }),
  );
  app.get(
    `${BASE}/ageing/export.xlsx`,
    { ...gate, schema: { ...base, querystring: ageingQuerySchema } },
    async (request, reply) => {
      const report = await arAgeing(db, request.actor, request.query);
      return sendWorkbook(request, reply, `ar-ageing-${report.asOf}.xlsx`, (out) =>
        writeAgeingWorkbook(out, report.rows, report.asOf),
      );
    },
  );
  app.get(
    `${BASE}/sources`,
    {
      ...gate,
      schema: { ...base, querystring: sourcesQuery, response: { 200: invoiceSourcesResponseSchema } },
    },
    async (request) => ({
      data: await invoiceSources(db, request.actor, request.query.shipId, request.query.customerId),
    }),
  );
  app.get(
    `${BASE}/customers`,
    { ...gate, schema: { ...base, response: { 200: invoiceCustomersResponseSchema } } },
    async (request) => ({ data: await invoiceCustomers(db, request.actor) }),
  );
  app.post(
    BASE,
    { ...gate, schema: { ...base, body: createInvoiceSchema, response: { 201: invoiceResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createInvoice(db, request.actor, request.body) }),
  );
  app.get(`${BASE}/:id`, { ...gate, schema: { ...base, params, response: detail } }, async (request) => ({
    data: await getInvoice(db, request.actor, request.params.id),
  }));
  app.put(
    `${BASE}/:id`,
    { ...gate, schema: { ...base, params, body: updateInvoiceSchema, response: detail } },
    async (request) => ({
      data: await updateInvoice(db, request.actor, request.params.id, request.body),
    }),
  );
  app.delete(
    `${BASE}/:id`,
    { ...gate, schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteInvoice(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
  app.post(
    `${BASE}/:id/issue`,
    { ...gate, schema: { ...base, params, body: invoiceVersionSchema, response: detail } },
    async (request) => ({
      data: await issueInvoice(db, request.actor, request.params.id, request.body.version),
    }),
  );
  app.post(
    `${BASE}/:id/payments`,
    { ...gate, schema: { ...base, params, body: invoicePaymentInputSchema, response: detail } },
    async (request) => ({
      data: await payInvoice(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    `${BASE}/:id/credit`,
    { ...gate, schema: { ...base, params, body: createCreditNoteSchema, response: detail } },
    async (request) => ({
      data: await creditInvoice(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    `${BASE}/:id/void`,
    { ...gate, schema: { ...base, params, body: invoiceReasonSchema, response: detail } },
    async (request) => ({
      data: await voidInvoice(db, request.actor, request.params.id, request.body),
    }),
  );
  app.get(`${BASE}/:id/pdf`, { ...gate, schema: { ...base, params } }, async (request, reply) => {
    const { fileName, bytes } = await invoicePdf(db, request.actor, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes));
  });
  app.get(
    `${BASE}/:id/credit-notes/:noteId/pdf`,
    { ...gate, schema: { ...base, params: z.object({ id: uuidSchema, noteId: uuidSchema }) } },
    async (request, reply) => {
      const { fileName, bytes } = await creditNotePdf(
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
};
