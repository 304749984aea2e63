import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExpenseCategorySchema,
  deleteExpenseCategoryQuerySchema,
  expenseCategoryListQuerySchema,
  expenseCategoryListResponseSchema,
  expenseCategoryResponseSchema,
  expenseCategoryTreeResponseSchema,
  updateExpenseCategorySchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { deleteExpenseCategory, updateExpenseCategory } from './expense-category-change.service';
import {
  CATEGORY_READERS,
  EXPENSE_CATEGORIES,
  createExpenseCategory,
  expenseCategoryTree,
  getExpenseCategory,
  listExpenseCategories,
} from './expense-category.service';

const params = z.object({ id: uuidSchema });

/**
 * `/purchasing/expense-categories`: the coded tree. Reading needs `purchasing.expense_category` or
 * `purchasing.budget` (budgets show and pick categories); every change needs `purchasing.expense_category`.
 */
export const expenseCategoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const read = { preHandler: requireSidebar(CATEGORY_READERS, 'or') };
  const write = { preHandler: requireSidebar([EXPENSE_CATEGORIES]) };

  app.get(
    '/purchasing/expense-categories/',
    {
      ...read,
      schema: {
        ...base,
        querystring: expenseCategoryListQuerySchema,
        response: { 200: expenseCategoryListResponseSchema },
      },
    },
    async (request) => listExpenseCategories(db, request.actor, request.query),
  );
  app.get(
    '/purchasing/expense-categories/tree',
    { ...read, schema: { ...base, response: { 200: expenseCategoryTreeResponseSchema } } },
    async (request) => ({ data: await expenseCategoryTree(db, request.actor) }),
  );
  app.post(
    '/purchasing/expense-categories/',
    {
      ...write,
      schema: {
        ...base,
        body: createExpenseCategorySchema,
        response: { 201: expenseCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createExpenseCategory(db, request.actor, request.body) }),
  );
  app.get(
    '/purchasing/expense-categories/:id',
    { ...read, schema: { ...base, params, response: { 200: expenseCategoryResponseSchema } } },
    async (request) => ({ data: await getExpenseCategory(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/purchasing/expense-categories/:id',
    {
      ...write,
      schema: {
        ...base,
        params,
        body: updateExpenseCategorySchema,
        response: { 200: expenseCategoryResponseSchema },
      },
    },
    async (request) => ({
      data: await updateExpenseCategory(db, request.actor, request.params.id, request.body),
    }),
  );
  app.delete(
    '/purchasing/expense-categories/:id',
    { ...write, schema: { ...base, params, querystring: deleteExpenseCategoryQuerySchema } },
    async (request, reply) => {
      await deleteExpenseCategory(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
};
