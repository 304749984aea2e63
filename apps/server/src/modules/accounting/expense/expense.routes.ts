import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExpenseSchema,
  deleteVersionQuerySchema,
  expenseFilterQuerySchema,
  expenseListQuerySchema,
  expenseListResponseSchema,
  expenseOptionsResponseSchema,
  expenseResponseSchema,
  listTotalsResponseSchema,
  updateExpenseSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { requireSidebar } from '../../../plugins/auth';
import { EXPENSE_EXPORT_LIMIT, writeExpensesWorkbook } from './expense.export';
import { expenseOptions } from './expense-references';
import { expenseReceiptRoutes } from './expense-receipt.routes';
import {
  EXPENSES,
  createExpense,
  deleteExpense,
  expenseTotals,
  getExpense,
  listExpenses,
  updateExpense,
} from './expense.service';

const params = z.object({ id: uuidSchema });
const path = '/accounting/expenses';

/** `/accounting/expenses`: ships' expenses (sidebar `accounting.expenses`, per-ship scope). */
export const expenseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['accounting'] };
  const gate = { preHandler: requireSidebar([EXPENSES]) };
  const detail = { 200: expenseResponseSchema };
  app.get(
    path,
    {
      ...gate,
      schema: { ...base, querystring: expenseListQuerySchema, response: { 200: expenseListResponseSchema } },
    },
    async (request) => listExpenses(db, request.actor, request.query),
  );
  app.post(
    path,
    { ...gate, schema: { ...base, body: createExpenseSchema, response: { 201: expenseResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createExpense(db, request.actor, request.body) }),
  );
  // The converted total in the base currency of every expense the filters find (all pages).
  app.get(
    `${path}/totals`,
    {
      ...gate,
      schema: { ...base, querystring: expenseFilterQuerySchema, response: { 200: listTotalsResponseSchema } },
    },
    async (request) => ({ data: await expenseTotals(db, request.actor, request.query) }),
  );
  app.get(
    `${path}/options`,
    { ...gate, schema: { ...base, response: { 200: expenseOptionsResponseSchema } } },
    async (request) => ({ data: await expenseOptions(db, request.actor) }),
  );
  // The filtered list as an Excel workbook (same filters and sort, without paging).
  app.get(
    `${path}/export.xlsx`,
    { ...gate, schema: { ...base, querystring: expenseListQuerySchema } },
    async (request, reply) => {
      const query = { ...request.query, offset: 0, limit: EXPENSE_EXPORT_LIMIT };
      const list = await listExpenses(db, request.actor, query);
      return sendWorkbook(request, reply, 'expenses.xlsx', (out) =>
        writeExpensesWorkbook(out, list.data, list.page.total),
      );
    },
  );
  app.get(`${path}/:id`, { ...gate, schema: { ...base, params, response: detail } }, async (request) => ({
    data: await getExpense(db, request.actor, request.params.id),
  }));
  app.patch(
    `${path}/:id`,
    { ...gate, schema: { ...base, params, body: updateExpenseSchema, response: detail } },
    async (request) => ({ data: await updateExpense(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    `${path}/:id`,
    { ...gate, schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteExpense(db, ctx.storage, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
  await app.register(expenseReceiptRoutes, ctx);
};
