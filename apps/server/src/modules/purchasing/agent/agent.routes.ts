import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentListQuerySchema,
  agentListResponseSchema,
  agentResponseSchema,
  createAgentSchema,
  updateAgentSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { AGENTS, createAgent, getAgent, listAgents, updateAgent } from './agent.service';

const params = z.object({ id: uuidSchema });

/** `/purchasing/agents`: the port agent screens (sidebar `purchasing.agent`). Deactivation is `PATCH` with `active: false`. */
export const agentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['purchasing'] };
  const gate = { preHandler: requireSidebar([AGENTS]) };

  app.get(
    '/purchasing/agents/',
    {
      ...gate,
      schema: { ...base, querystring: agentListQuerySchema, response: { 200: agentListResponseSchema } },
    },
    async (request) => listAgents(db, request.actor, request.query),
  );
  app.post(
    '/purchasing/agents/',
    { ...gate, schema: { ...base, body: createAgentSchema, response: { 201: agentResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createAgent(db, request.actor, request.body) }),
  );
  app.get(
    '/purchasing/agents/:id',
    { ...gate, schema: { ...base, params, response: { 200: agentResponseSchema } } },
    async (request) => ({ data: await getAgent(db, request.actor, request.params.id) }),
  );
  app.patch(
    '/purchasing/agents/:id',
    { ...gate, schema: { ...base, params, body: updateAgentSchema, response: { 200: agentResponseSchema } } },
    async (request) => ({ data: await updateAgent(db, request.actor, request.params.id, request.body) }),
  );
};
