import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExchangeRateSchema,
  exchangeRateListQuerySchema,
  exchangeRateListResponseSchema,
  exchangeRateResponseSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { EXCHANGES, createExchangeRate, listExchangeRates } from './exchange-rate.service';

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
};
