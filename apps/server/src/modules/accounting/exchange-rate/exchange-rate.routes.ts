import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExchangeRateSchema,
  exchangeRateDetailResponseSchema,
  exchangeRateListQuerySchema,
  exchangeRateListResponseSchema,
  exchangeRateResponseSchema,
  rateImportResponseSchema,
  rateImportSchema,
  rateSeriesQuerySchema,
  rateSeriesResponseSchema,
  supersedeExchangeRateSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import {
  EXCHANGES,
  createExchangeRate,
  getExchangeRate,
  listExchangeRates,
  rateSeries,
  supersedeExchangeRate,
} from './exchange-rate.service';
import { importRates, previewRateImport } from './exchange-rate-import.service';
import { RATE_EXPORT_LIMIT, writeRatesWorkbook } from './exchange-rate.export';
import { sendWorkbook } from '../../../lib/xlsx-table';

const params = z.object({ id: uuidSchema });

/** `/accounting/exchange-rates`: dated exchange rates (sidebar `accounting.exchange`; admins). */
export const exchangeRateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['accounting'] };
  const gate = { preHandler: requireSidebar([EXCHANGES]) };
  app.get(
    '/accounting/exchange-rates',
    {
      ...gate,
      schema: {
        ...base,
        querystring: exchangeRateListQuerySchema,
        response: { 200: exchangeRateListResponseSchema },
      },
    },
    async (request) => listExchangeRates(db, request.actor, request.query),
  );
  app.post(
    '/accounting/exchange-rates',
    {
      ...gate,
      schema: { ...base, body: createExchangeRateSchema, response: { 201: exchangeRateResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createExchangeRate(db, request.actor, request.body) }),
  );
  // The filtered list as an Excel workbook (same filters and sort as the list, without paging).
  app.get(
    '/accounting/exchange-rates/export.xlsx',
    { ...gate, schema: { ...base, querystring: exchangeRateListQuerySchema } },
    async (request, reply) => {
      const query = { ...request.query, offset: 0, limit: RATE_EXPORT_LIMIT };
      const list = await listExchangeRates(db, request.actor, query);
      return sendWorkbook(request, reply, 'exchange-rates.xlsx', (out) =>
        writeRatesWorkbook(out, list.data, list.page.total),
      );
    },
  );
  app.get(
    '/accounting/exchange-rates/series',
    {
      ...gate,
      schema: { ...base, querystring: rateSeriesQuerySchema, response: { 200: rateSeriesResponseSchema } },
    },
    async (request) => ({ data: await rateSeries(db, request.actor, request.query) }),
  );
  // A year of daily rates for 60 currencies is ~1.5 MB of CSV: above the global 1 MB body limit.
  const importLimit = { bodyLimit: 3 * 1024 * 1024 };
  app.post(
    '/accounting/exchange-rates/import/preview',
    {
      ...gate,
      ...importLimit,
      schema: { ...base, body: rateImportSchema, response: { 200: rateImportResponseSchema } },
    },
    async (request) => ({ data: await previewRateImport(db, request.actor, request.body) }),
  );
  app.post(
    '/accounting/exchange-rates/import',
    {
      ...gate,
      ...importLimit,
      schema: { ...base, body: rateImportSchema, response: { 201: rateImportResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await importRates(db, request.actor, request.body) }),
  );
  app.get(
    '/accounting/exchange-rates/:id',
    { ...gate, schema: { ...base, params, response: { 200: exchangeRateDetailResponseSchema } } },
    async (request) => ({ data: await getExchangeRate(db, request.actor, request.params.id) }),
  );
  app.post(
    '/accounting/exchange-rates/:id/supersede',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: supersedeExchangeRateSchema,
        response: { 201: exchangeRateResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await supersedeExchangeRate(db, request.actor, request.params.id, request.body) }),
  );
};
