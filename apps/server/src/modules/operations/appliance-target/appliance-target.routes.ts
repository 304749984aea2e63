import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applianceComplianceListResponseSchema,
  applianceComplianceQuerySchema,
  applianceTargetListQuerySchema,
  applianceTargetListResponseSchema,
  applianceTargetResponseSchema,
  createApplianceTargetSchema,
  deleteApplianceTargetQuerySchema,
  updateApplianceTargetSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { listCompliance } from './appliance-compliance.service';
import { createTarget, deleteTarget, getTarget, listTargets, updateTarget } from './appliance-target.service';

const params = z.object({ id: uuidSchema });

/** `/appliance-targets`: target versions and which ships lag (sidebar `appliance.manage`). */
export const applianceTargetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['appliance versions'] };
  const gate = { preHandler: requireSidebar(['appliance.manage']) };

  app.get(
    '/appliance-targets/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: applianceTargetListQuerySchema,
        response: { 200: applianceTargetListResponseSchema },
      },
    },
    async (request) => listTargets(db, request.actor, request.query),
  );
  app.get(
    '/appliance-targets/compliance/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: applianceComplianceQuerySchema,
        response: { 200: applianceComplianceListResponseSchema },
      },
    },
    async (request) => listCompliance(db, request.actor, request.query),
  );
  app.post(
    '/appliance-targets/',
    {
      ...gate,
      schema: {
        ...base,
        body: createApplianceTargetSchema,
        response: { 201: applianceTargetResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTarget(db, request.actor, request.body) }),
  );
  app.get(
    '/appliance-targets/:id',
    { ...gate, schema: { ...base, params, response: { 200: applianceTargetResponseSchema } } },
    async (request) => ({ data: await getTarget(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/appliance-targets/:id',
    {
      ...gate,
      schema: {
        ...base,
        params,
        body: updateApplianceTargetSchema,
        response: { 200: applianceTargetResponseSchema },
      },
    },
    async (request) => ({ data: await updateTarget(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    '/appliance-targets/:id',
    { ...gate, schema: { ...base, params, querystring: deleteApplianceTargetQuerySchema } },
    async (request, reply) => {
      await deleteTarget(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
};
