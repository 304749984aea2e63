import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountListQuerySchema,
  bankAccountListResponseSchema,
  bankAccountResponseSchema,
  createBankAccountSchema,
  deleteVersionQuerySchema,
  updateBankAccountSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import {
  BANK_ACCOUNTS,
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './bank-account.service';
import { BANK_ACCOUNT_EXPORT_LIMIT, writeBankAccountsWorkbook } from './bank-account.export';
import { sendWorkbook } from '../../../lib/xlsx-table';

const params = z.object({ id: uuidSchema });

/** `/accounting/bank-accounts`: the company's and counterparties' bank accounts (sidebar `accounting.bank_accounts`). */
export const bankAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['accounting'] };
  const gate = { preHandler: requireSidebar([BANK_ACCOUNTS]) };
  app.get(
    '/accounting/bank-accounts',
    {
      ...gate,
      schema: {
        ...base,
        querystring: bankAccountListQuerySchema,
        response: { 200: bankAccountListResponseSchema },
      },
    },
    async (request) => listBankAccounts(db, request.actor, request.query),
  );
  app.post(
    '/accounting/bank-accounts',
    {
      ...gate,
      schema: { ...base, body: createBankAccountSchema, response: { 201: bankAccountResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBankAccount(db, request.actor, request.body) }),
  );
  // The filtered list as an Excel workbook (same filters and sort, without paging).
  app.get(
    '/accounting/bank-accounts/export.xlsx',
    { ...gate, schema: { ...base, querystring: bankAccountListQuerySchema } },
    async (request, reply) => {
      const query = { ...request.query, offset: 0, limit: BANK_ACCOUNT_EXPORT_LIMIT };
      const list = await listBankAccounts(db, request.actor, query);
      return sendWorkbook(request, reply, 'bank-accounts.xlsx', (out) =>
        writeBankAccountsWorkbook(out, list.data),
      );
    },
  );
  app.get(
    '/accounting/bank-accounts/:id',
    { ...gate, schema: { ...base, params, response: { 200: bankAccountResponseSchema } } },
    async (request) => ({ data: await getBankAccount(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/accounting/bank-accounts/:id',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: updateBankAccountSchema,
        response: { 200: bankAccountResponseSchema },
      },
    },
    async (request) => ({
      data: await updateBankAccount(db, request.actor, request.params.id, request.body),
    }),
  );
  app.delete(
    '/accounting/bank-accounts/:id',
    { ...gate, schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteBankAccount(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
};
