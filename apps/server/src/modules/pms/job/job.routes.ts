import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeJobSchema,
  createJobSchema,
  decidePostponementSchema,
  deleteVersionQuerySchema,
  jobDetailResponseSchema,
  jobFleetCountsResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  requestPostponementSchema,
  startJobSchema,
  updateJobSchema,
  uuidSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { requireSidebar } from '../../../plugins/auth';
import { completeJob, decidePostponement, requestPostponement, startJob } from './job-action.service';
import './job-copy.service';
import { jobCountsByShip } from './job-due.service';
import { startDueNoticeScheduler } from './job-due-notices.service';
import { JOB_EXPORT_LIMIT, writeJobsWorkbook } from './job.export';
import { deleteJob } from './job-template.service';
import { createJob, getJob, JOBS, listJobs, updateJob } from './job.service';

const params = z.object({ id: uuidSchema });
const decisionParams = z.object({ id: uuidSchema, postponementId: uuidSchema });

/**
 * `/pms/jobs`: planned-maintenance jobs (sidebar `PMS.jobs`; read job_read, change job_management on
 * the job's ship; a master only his ship). The fleet due list, its Excel export, the fleet counts, the
 * job with its history, and the job's verbs (start, complete, postpone, approve / reject).
 */
export const jobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['pms'] };
  const path = '/pms/jobs';
  const detail = { 200: jobDetailResponseSchema };
  const gate = { preHandler: requireSidebar([JOBS]) };
  // "Job due / overdue" notices every KEEL_PMS_DUE_NOTICE_MINUTES (15; 0 = off). Tests run
  // `runDueNotices` themselves, so the timer is off under Vitest.
  const minutes = Number(process.env.KEEL_PMS_DUE_NOTICE_MINUTES ?? 15);
  if (minutes > 0 && !process.env.VITEST) {
    const stop = startDueNoticeScheduler(db, {
      intervalMs: minutes * 60_000,
      onError: (error) => app.log.warn({ err: error }, 'PMS due notices run failed; next run retries'),
    });
    app.addHook('onClose', async () => stop());
  }

  app.get(
    path,
    { schema: { ...base, querystring: jobListQuerySchema, response: { 200: jobListResponseSchema } } },
    async (request) => listJobs(db, request.actor, request.query),
  );
  app.get(
    `${path}/export.xlsx`,
    { ...gate, schema: { ...base, querystring: jobListQuerySchema } },
    async (request, reply) => {
      const list = await listJobs(db, request.actor, {
        ...request.query,
        offset: 0,
        limit: JOB_EXPORT_LIMIT,
      });
      return sendWorkbook(request, reply, 'pms-due-list.xlsx', (out) => writeJobsWorkbook(out, list.data));
    },
  );
  app.get(
    `${path}/fleet-counts`,
    { ...gate, schema: { ...base, response: { 200: jobFleetCountsResponseSchema } } },
    async (request) => ({ data: await jobCountsByShip(db, request.actor) }),
  );
  app.post(
    path,
    { schema: { ...base, body: createJobSchema, response: { 201: jobDetailResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createJob(db, request.actor, request.body) }),
  );
  app.get(`${path}/:id`, { schema: { ...base, params, response: detail } }, async (request) => ({
    data: await getJob(db, request.actor, request.params.id),
  }));
  app.patch(
    `${path}/:id`,
    { schema: { ...base, params, body: updateJobSchema, response: detail } },
    async (request) => ({ data: await updateJob(db, request.actor, request.params.id, request.body) }),
  );
  app.delete(
    `${path}/:id`,
    { schema: { ...base, params, querystring: deleteVersionQuerySchema } },
    async (request, reply) => {
      await deleteJob(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
  app.post(
    `${path}/:id/start`,
    { ...gate, schema: { ...base, params, body: startJobSchema, response: detail } },
    async (request) => ({ data: await startJob(db, request.actor, request.params.id, request.body.version) }),
  );
  app.post(
    `${path}/:id/complete`,
    { ...gate, schema: { ...base, params, body: completeJobSchema, response: detail } },
    async (request) => ({ data: await completeJob(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    `${path}/:id/postponements`,
    { ...gate, schema: { ...base, params, body: requestPostponementSchema, response: detail } },
    async (request) => ({
      data: await requestPostponement(db, request.actor, request.params.id, request.body),
    }),
  );
  for (const decision of ['approve', 'reject'] as const)
    app.post(
      `${path}/:id/postponements/:postponementId/${decision}`,
      {
        ...gate,
        schema: { ...base, params: decisionParams, body: decidePostponementSchema, response: detail },
      },
      async (request) => ({
        data: await decidePostponement(
          db,
          request.actor,
          request.params.id,
          request.params.postponementId,
          decision,
          request.body,
        ),
      }),
    );
};
