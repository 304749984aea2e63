import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExportJobSchema,
  exportJobListQuerySchema,
  exportJobListResponseSchema,
  exportJobResponseSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
  uuidSchema,
} from '@keel/domain';
import type { Db } from '../../db/client';
import { requireSidebar } from '../../plugins/auth';
import { CONNING_API } from './conning.service';
import type { ConningRuntime } from './conning-runtime';
import {
  createExportJob,
  deleteExportJob,
  getExportJob,
  getStatistics,
  listExportJobs,
  openExportFile,
} from './export.service';

const idParams = z.object({ id: uuidSchema });
const shipParams = z.object({ shipId: uuidSchema });

/**
 * `/conning/exports…` (export jobs and their files) and `/conning/ships/:shipId/statistics`, all
 * `Conning.API` and ship-scoped (docs/conning-exports.md, docs/conning-insight.md).
 */
export function registerExportRoutes(app: FastifyInstance, db: Db, runtime: ConningRuntime) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['conning'] };
  const reads = { preHandler: requireSidebar([CONNING_API]) };

  zapp.get(
    '/conning/ships/:shipId/statistics',
    {
      ...reads,
      schema: {
        ...base,
        params: shipParams,
        querystring: statisticsQuerySchema,
        response: { 200: statisticsResponseSchema },
      },
    },
    async (request) => ({
      data: await getStatistics(db, runtime, request.actor, request.params.shipId, request.query),
    }),
  );
  zapp.get(
    '/conning/exports',
    {
      ...reads,
      schema: {
        ...base,
        querystring: exportJobListQuerySchema,
        response: { 200: exportJobListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listExportJobs(db, request.actor, request.query, runtime.exportRetentionDays);
    },
  );
  zapp.post(
    '/conning/exports',
    {
      ...reads,
      schema: { ...base, body: createExportJobSchema, response: { 201: exportJobResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createExportJob(db, runtime, request.actor, request.body) }),
  );
  zapp.get(
    '/conning/exports/:id',
    { ...reads, schema: { ...base, params: idParams, response: { 200: exportJobResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getExportJob(db, request.actor, request.params.id, runtime.exportRetentionDays) };
    },
  );
  zapp.delete(
    '/conning/exports/:id',
    { ...reads, schema: { ...base, params: idParams } },
    async (request, reply) => {
      await deleteExportJob(db, request.actor, request.params.id, runtime.exportRetentionDays);
      return reply.status(204).send();
    },
  );
  zapp.get(
    '/conning/exports/:id/file',
    { ...reads, schema: { ...base, params: idParams } },
    async (request, reply) => {
      const file = await openExportFile(db, request.actor, request.params.id, runtime.exportRetentionDays);
      reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store');
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );
}
