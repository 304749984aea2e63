import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applianceInstallListQuerySchema,
  applianceInstallListResponseSchema,
  applianceListQuerySchema,
  applianceListResponseSchema,
  applianceResponseSchema,
  createApplianceSchema,
  installSoftwareSchema,
  updateApplianceSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { createAppliance, getAppliance, listAppliances, updateAppliance } from './appliance.service';
import { installSoftware, listInstalls } from './appliance-install.service';

const params = z.object({ id: uuidSchema });

/** `/appliances`: the onboard appliance software register (sidebar `appliance.versions`), per ship. */
export const applianceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['appliance versions'] };
  const gate = { preHandler: requireSidebar(['appliance.versions']) };

  app.get(
    '/appliances/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: applianceListQuerySchema,
        response: { 200: applianceListResponseSchema },
      },
    },
    async (request) => listAppliances(db, request.actor, request.query),
  );
  app.post(
    '/appliances/',
    { ...gate, schema: { ...base, body: createApplianceSchema, response: { 201: applianceResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createAppliance(db, request.actor, request.body) }),
  );
  app.get(
    '/appliances/:id',
    { ...gate, schema: { ...base, params, response: { 200: applianceResponseSchema } } },
    async (request) => ({ data: await getAppliance(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/appliances/:id',
    {
      ...gate,
      schema: { ...base, params, body: updateApplianceSchema, response: { 200: applianceResponseSchema } },
    },
    async (request) => ({ data: await updateAppliance(db, request.actor, request.params.id, request.body) }),
  );
  app.get(
    '/appliances/:id/installs',
    {
      ...gate,
      schema: {
        ...base,
        params,
        querystring: applianceInstallListQuerySchema,
        response: { 200: applianceInstallListResponseSchema },
      },
    },
    async (request) => listInstalls(db, request.actor, request.params.id, request.query),
  );
  app.post(
    '/appliances/:id/installs',
    {
      ...gate,
      schema: { ...base, params, body: installSoftwareSchema, response: { 201: applianceResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await installSoftware(db, request.actor, request.params.id, request.body) }),
  );
};
