import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  budgetDetailResponseSchema,
  budgetListQuerySchema,
  budgetListResponseSchema,
  createBudgetSchema,
  reviseBudgetSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { BUDGETS, createBudget, getBudget, listBudgets, reviseBudget } from './budget.service';

const params = z.object({ id: uuidSchema });

/**
 * `/purchasing/budgets`: budgets per ship, expense category and year (sidebar `purchasing.budget`);
 * every record is checked against the actor's ships. A change is a new revision with a reason.
 */
export const budgetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([BUDGETS]) };

  app.get(
    '/purchasing/budgets/',
    {
      ...gate,
      schema: { ...base, querystring: budgetListQuerySchema, response: { 200: budgetListResponseSchema } },
    },
    async (request) => listBudgets(db, request.actor, request.query),
  );
  app.post(
    '/purchasing/budgets/',
    { ...gate, schema: { ...base, body: createBudgetSchema, response: { 201: budgetDetailResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createBudget(db, request.actor, request.body) }),
  );
  app.get(
    '/purchasing/budgets/:id',
    { ...gate, schema: { ...base, params, response: { 200: budgetDetailResponseSchema } } },
    async (request) => ({ data: await getBudget(db, request.actor, request.params.id) }),
  );
  app.post(
    '/purchasing/budgets/:id/revisions',
    {
      ...gate,
      schema: { ...base, params, body: reviseBudgetSchema, response: { 200: budgetDetailResponseSchema } },
    },
    async (request) => ({ data: await reviseBudget(db, request.actor, request.params.id, request.body) }),
  );
};
