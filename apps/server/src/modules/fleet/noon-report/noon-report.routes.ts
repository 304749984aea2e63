import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createNoonReportSchema,
  deleteNoonReportQuerySchema,
  noonReportParamsSchema,
  noonReportResponseSchema,
  noonReportTableQuerySchema,
  noonReportTableResponseSchema,
  updateNoonReportSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { requireSidebar } from '../../../plugins/auth';
import { findShips } from '../../access/access.service';
import { createNoonReport, deleteNoonReport, updateNoonReport } from './noon-report-write.service';
import { sendWorkbook } from '../../../lib/xlsx-table';
import { writeNoonReportWorkbook } from './noon-report.export';
import { REPORT_TABLE, getNoonReport, listNoonReports, noonReportTableJson } from './noon-report.service';

/** `/noon-reports`: the report table (`/reporttable`, sidebar `report.report_table`). */
export const noonReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['noon reports'] };
  const gate = { preHandler: requireSidebar([REPORT_TABLE]) };

  app.get(
    '/noon-reports/',
    {
      ...gate,
      schema: {
        ...base,
        querystring: noonReportTableQuerySchema,
        response: { 200: noonReportTableResponseSchema },
      },
    },
    // The answer comes written (see noonReportTableJson). Fastify sends a string with a JSON content
    // type as it is, without the route's serializer; the type provider only knows the object form.
    async (request, reply) => {
      const body = await noonReportTableJson(db, request.actor, request.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  // The visible page (same filter, sort, cursor and limit as the table) as an Excel workbook.
  app.get(
    '/noon-reports/export.xlsx',
    { ...gate, schema: { ...base, querystring: noonReportTableQuerySchema } },
    async (request, reply) => {
      const { rows } = await listNoonReports(db, request.actor, request.query);
      const ships = await findShips(
        db,
        rows.map((r) => r.shipId),
      );
      const names = new Map(ships.map((s) => [s.id, s.name]));
      const stamp = new Date().toISOString().slice(0, 10);
      return sendWorkbook(request, reply, `noon-reports-${stamp}.xlsx`, (out) =>
        writeNoonReportWorkbook(out, rows, names),
      );
    },
  );

  app.get(
    '/noon-reports/:id',
    {
      ...gate,
      schema: { ...base, params: noonReportParamsSchema, response: { 200: noonReportResponseSchema } },
    },
    async (request) => ({ data: await getNoonReport(db, request.actor, request.params.id) }),
  );

  app.post(
    '/noon-reports/',
    {
      ...gate,
      schema: {
        ...base,
        body: createNoonReportSchema,
        response: { 200: noonReportResponseSchema, 201: noonReportResponseSchema },
      },
    },
    // 201 for a new report; 200 when `correction` replaced the ship's report of the same time.
    async (request, reply) => {
      const { report, replaced } = await createNoonReport(db, request.actor, request.body);
      return reply.status(replaced ? 200 : 201).send({ data: report });
    },
  );

  app.patch(
    '/noon-reports/:id',
    {
      ...gate,
      schema: {
        ...base,
        params: noonReportParamsSchema,
        body: updateNoonReportSchema,
        response: { 200: noonReportResponseSchema },
      },
    },
    async (request) => ({ data: await updateNoonReport(db, request.actor, request.params.id, request.body) }),
  );

  app.delete(
    '/noon-reports/:id',
    {
      ...gate,
      schema: { ...base, params: noonReportParamsSchema, querystring: deleteNoonReportQuerySchema },
    },
    async (request, reply) => {
      await deleteNoonReport(db, request.actor, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
};
