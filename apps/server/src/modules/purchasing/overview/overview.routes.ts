import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  budgetDetailQuerySchema,
  fleetPurchasingOverviewResponseSchema,
  overBudgetsResponseSchema,
  purchasingBudgetDetailResponseSchema,
  purchasingOverviewQuerySchema,
  shipPurchasingOverviewResponseSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { writeOverBudgetsWorkbook } from './over-budgets.export';
import { overBudgets } from './over-budgets.service';
import { budgetDetail, fleetOverview, shipOverview } from './overview.service';

/**
 * The purchasing overview (any `purchasing…` sidebar permission; ships in the user's scope) and the
 * over-budget view (action get_purchase_orders), for a budget year.
 */
export const purchasingOverviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };

  app.get(
    '/purchasing/overview/',
    {
      schema: {
        ...base,
        querystring: purchasingOverviewQuerySchema,
        response: { 200: fleetPurchasingOverviewResponseSchema },
      },
    },
    async (request) => ({ data: await fleetOverview(db, request.actor, request.query) }),
  );
  app.get(
    '/purchasing/overview/ships/:shipId',
    {
      schema: {
        ...base,
        params: z.object({ shipId: uuidSchema }),
        querystring: purchasingOverviewQuerySchema,
        response: { 200: shipPurchasingOverviewResponseSchema },
      },
    },
    async (request) => ({
      data: await shipOverview(db, request.actor, request.params.shipId, request.query),
    }),
  );
  app.get(
    '/purchasing/overview/budget-detail',
    {
      schema: {
        ...base,
        querystring: budgetDetailQuerySchema,
        response: { 200: purchasingBudgetDetailResponseSchema },
      },
    },
    async (request) => ({ data: await budgetDetail(db, request.actor, request.query) }),
  );
  app.get(
    '/purchasing/over-budgets/',
    {
      schema: {
        ...base,
        querystring: purchasingOverviewQuerySchema,
        response: { 200: overBudgetsResponseSchema },
      },
    },
    async (request) => ({ data: await overBudgets(db, request.actor, request.query) }),
  );
  // The same view as an Excel workbook, one row per entry.
  app.get(
    '/purchasing/over-budgets/export.xlsx',
    { schema: { ...base, querystring: purchasingOverviewQuerySchema } },
    async (request, reply) => {
      const view = await overBudgets(db, request.actor, request.query);
      return sendWorkbook(request, reply, `over-budgets-${view.year}.xlsx`, (out) =>
        writeOverBudgetsWorkbook(out, view.items),
      );
    },
  );
};
