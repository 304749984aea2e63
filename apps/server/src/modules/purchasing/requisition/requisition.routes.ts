import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkActionSchema,
  bulkResponseSchema,
  cancelRequisitionSchema,
  createRequisitionSchema,
  envelope,
  listTotalsResponseSchema,
  requisitionBudgetCheckResponseSchema,
  requisitionDetailResponseSchema,
  requisitionListQuerySchema,
  requisitionListResponseSchema,
  requisitionTransitionSchema,
  sendBackRequisitionSchema,
  updateRequisitionSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { checkRequisitionBudget } from './requisition-budget.service';
import { bulkApproveRequisitions } from './requisition-bulk.service';
import { requisitionTotals } from './requisition-totals.service';
import {
  approveRequisition,
  cancelRequisitionRemainder,
  closeRequisition,
  sendBackRequisition,
  submitRequisition,
} from './requisition-transition.service';
import {
  createRequisition,
  getRequisition,
  listRequisitions,
  requisitionCategories,
  REQUISITIONS,
  updateRequisition,
} from './requisition.service';

const params = z.object({ id: uuidSchema });
const categoriesResponse = envelope(z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })));

/**
 * `/purchasing/requisitions`: a ship's requests for goods (sidebar `purchasing.requisition`), limited to
 * the user's ships. Transitions are guarded per ship by the actions of spec §6.
 */
export const requisitionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([REQUISITIONS]) };
  const detail = { 200: requisitionDetailResponseSchema };
  const path = '/purchasing/requisitions';

  app.get(
    path,
    {
      ...gate,
      schema: {
        ...base,
        querystring: requisitionListQuerySchema,
        response: { 200: requisitionListResponseSchema },
      },
    },
    async (request) => listRequisitions(db, request.actor, request.query),
  );
  app.post(
    path,
    {
      ...gate,
      schema: { ...base, body: createRequisitionSchema, response: { 201: requisitionDetailResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRequisition(db, request.actor, request.body) }),
  );
  // Approves each chosen requisition as its own approve would (one result per requisition).
  app.post(
    `${path}/bulk/approve`,
    { ...gate, schema: { ...base, body: bulkActionSchema, response: { 200: bulkResponseSchema } } },
    async (request) => ({
      data: await bulkApproveRequisitions(db, request.actor, request.body, (err) =>
        request.log.error({ err }, 'bulk approve of a requisition failed'),
      ),
    }),
  );
  // The estimated total in the base currency of every requisition the list's filters find (all pages).
  app.get(
    `${path}/totals`,
    {
      ...gate,
      schema: {
        ...base,
        querystring: requisitionListQuerySchema.omit({ offset: true, limit: true, sort: true }),
        response: { 200: listTotalsResponseSchema },
      },
    },
    async (request) => ({ data: await requisitionTotals(db, request.actor, request.query) }),
  );
  app.get(
    `${path}/categories`,
    { ...gate, schema: { ...base, response: { 200: categoriesResponse } } },
    async (request) => ({ data: await requisitionCategories(db, request.actor) }),
  );
  app.get(`${path}/:id`, { ...gate, schema: { ...base, params, response: detail } }, async (request) => ({
    data: await getRequisition(db, request.actor, request.params.id),
  }));
  app.patch(
    `${path}/:id`,
    { ...gate, schema: { ...base, params, body: updateRequisitionSchema, response: detail } },
    async (request) => ({
      data: await updateRequisition(db, request.actor, request.params.id, request.body),
    }),
  );
  app.get(
    `${path}/:id/budget-check`,
    { ...gate, schema: { ...base, params, response: { 200: requisitionBudgetCheckResponseSchema } } },
    async (request) => ({ data: await checkRequisitionBudget(db, request.actor, request.params.id) }),
  );
  const plain = { ...gate, schema: { ...base, params, body: requisitionTransitionSchema, response: detail } };
  app.post(`${path}/:id/submit`, plain, async (request) => ({
    data: await submitRequisition(db, request.actor, request.params.id, request.body.version),
  }));
  app.post(`${path}/:id/approve`, plain, async (request) => ({
    data: await approveRequisition(db, request.actor, request.params.id, request.body.version),
  }));
  app.post(`${path}/:id/close`, plain, async (request) => ({
    data: await closeRequisition(db, request.actor, request.params.id, request.body.version),
  }));
  app.post(
    `${path}/:id/send-back`,
    { ...gate, schema: { ...base, params, body: sendBackRequisitionSchema, response: detail } },
    async (request) => ({
      data: await sendBackRequisition(db, request.actor, request.params.id, request.body),
    }),
  );
  app.post(
    `${path}/:id/cancel`,
    { ...gate, schema: { ...base, params, body: cancelRequisitionSchema, response: detail } },
    async (request) => ({
      data: await cancelRequisitionRemainder(db, request.actor, request.params.id, request.body),
    }),
  );
};
