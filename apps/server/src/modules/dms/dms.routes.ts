import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ackShipReportSchema,
  acknowledgementSchema,
  chapterSchema,
  createAcknowledgementSchema,
  createChapterSchema,
  createDocumentSchema,
  dcrListQuerySchema,
  dcrSchema,
  dcrTransitionSchema,
  dmsSearchHitSchema,
  dmsSearchQuerySchema,
  documentDetailSchema,
  documentOwnerSchema,
  effectiveDocumentSchema,
  envelope,
  obsoleteQuerySchema,
  obsoleteRowSchema,
  pagedEnvelope,
  remindersSentSchema,
  revisionTransitionSchema,
  sendRemindersSchema,
  treeNodeSchema,
  updateChapterSchema,
  updateDocumentSchema,
  uuidSchema,
} from '@keel/domain';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { requireSidebar } from '../../plugins/auth';
import { createDcr, getDcr, listDcrs, openDcrFile, transitionDcr } from './dcr/dcr.service';
import { DMS_DCR, DMS_ISM, DMS_OBSOLETE } from './dms-access';
import { DMS_MULTIPART_LIMITS, contentDisposition, readDmsUpload } from './dms-upload';
import {
  acknowledge,
  acknowledgementReport,
  sendReminders,
  shipEffective,
} from './document/acknowledgement.service';
import {
  createChapter,
  createDocument,
  dmsTree,
  getDocument,
  updateChapter,
  updateDocument,
} from './document/document.service';
import { registerSharedFileKind } from '../files/shared-file-kinds';
import {
  createRevision,
  loadRevisionForRead,
  openRevisionFile,
  transitionRevision,
} from './document/revision.service';
import { listObsolete, searchDocuments } from './document/search.service';
import { dmsSearchCacheOf } from './document/search-cache';
import { listDocumentOwners } from './document/owner.service';
import { dmsOrderRoutes } from './dms-order.routes';

const params = z.object({ id: uuidSchema });
const shipParams = z.object({ shipId: uuidSchema });
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** Streams a stored file with its type, sha256 digest, `nosniff` and a sandboxing CSP. */
function sendFile(
  reply: FastifyReply,
  file: { stream: Readable; fileName: string; contentType: string; size: number; sha256: string },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .header('etag', `"${file.sha256}"`)
    .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
    .send(file.stream);
}

/**
 * `/dms`: the ISM manual (chapters, documents, revisions, search, acknowledgements), change requests
 * and obsolete revisions. Sidebar DMS.ism_manual / DMS.dcr / DMS.obsolete; managing needs
 * manage_documents, deciding approve_documents (docs/dms.md "Permissions"); ship readers see only the
 * effective revisions distributed to their ships.
 */
export const dmsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // The search's answer cache (docs/dms.md "Search answer cache"): one per database, shared by its apps.
  const searchCache = dmsSearchCacheOf(ctx.database);
  const base = { tags: ['dms'] };
  const ism = { preHandler: requireSidebar([DMS_ISM]) };
  const dcr = { preHandler: requireSidebar([DMS_DCR]) };
  await app.register(fastifyMultipart, { limits: DMS_MULTIPART_LIMITS });
  await app.register(dmsOrderRoutes, ctx);
  // Shared download links of a revision's file (H5's registry): the same read check as the download.
  registerSharedFileKind('dms-revision', async (_ctx, user, recordId, tx) => {
    const rev = await loadRevisionForRead(tx, user, recordId);
    return {
      storageKey: rev.storageKey,
      fileName: rev.fileName,
      contentType: rev.contentType,
      shipId: null,
      size: rev.size,
    };
  });

  app.get(
    '/dms/tree',
    { ...ism, schema: { ...base, response: { 200: envelope(z.array(treeNodeSchema)) } } },
    async (request) => ({
      data: await dmsTree(db, request.actor),
    }),
  );

  app.post(
    '/dms/chapters',
    { ...ism, schema: { ...base, body: createChapterSchema, response: { 201: envelope(chapterSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createChapter(db, request.actor, request.body) }),
  );
  app.patch(
    '/dms/chapters/:id',
    {
      ...ism,
      schema: { ...base, params, body: updateChapterSchema, response: { 200: envelope(chapterSchema) } },
    },
    async (request) => ({ data: await updateChapter(db, request.actor, request.params.id, request.body) }),
  );

  app.get(
    '/dms/owners',
    { ...ism, schema: { ...base, response: { 200: envelope(z.array(documentOwnerSchema)) } } },
    async (request) => ({ data: await listDocumentOwners(db, request.actor) }),
  );

  const detail = { 200: envelope(documentDetailSchema) };
  app.post(
    '/dms/documents',
    {
      ...ism,
      schema: { ...base, body: createDocumentSchema, response: { 201: envelope(documentDetailSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createDocument(db, request.actor, request.body) }),
  );
  app.get(
    '/dms/documents/:id',
    { ...ism, schema: { ...base, params, response: detail } },
    async (request) => ({
      data: await getDocument(db, request.actor, request.params.id),
    }),
  );
  app.patch(
    '/dms/documents/:id',
    { ...ism, schema: { ...base, params, body: updateDocumentSchema, response: detail } },
    async (request) => ({ data: await updateDocument(db, request.actor, request.params.id, request.body) }),
  );
  app.post(
    '/dms/documents/:id/revisions',
    {
      ...ism,
      schema: {
        ...base,
        params,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(documentDetailSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readDmsUpload(request);
      const data = await createRevision(db, ctx.storage, request.actor, request.params.id, upload);
      return reply.status(201).send({ data });
    },
  );
  app.post(
    '/dms/revisions/:id/transition',
    { ...ism, schema: { ...base, params, body: revisionTransitionSchema, response: detail } },
    async (request) => ({
      data: await transitionRevision(db, request.actor, request.params.id, request.body),
    }),
  );
  app.get(
    '/dms/revisions/:id/file',
    { schema: { ...base, params, querystring: downloadQuery } },
    async (request, reply) => {
      const file = await openRevisionFile(db, ctx.storage, request.actor, request.params.id);
      const inline = file.contentType === 'application/pdf' && request.query.download !== '1';
      return sendFile(reply, file, inline ? 'inline' : 'attachment');
    },
  );

  app.get(
    '/dms/search',
    {
      ...ism,
      schema: {
        ...base,
        querystring: dmsSearchQuerySchema,
        response: { 200: pagedEnvelope(dmsSearchHitSchema) },
      },
    },
    async (request) => searchDocuments(db, request.actor, request.query, searchCache),
  );
  app.get(
    '/dms/obsolete',
    {
      preHandler: requireSidebar([DMS_OBSOLETE]),
      schema: {
        ...base,
        querystring: obsoleteQuerySchema,
        response: { 200: pagedEnvelope(obsoleteRowSchema) },
      },
    },
    async (request) => listObsolete(db, request.actor, request.query),
  );

  app.get(
    '/dms/ships/:shipId/effective',
    {
      ...ism,
      schema: { ...base, params: shipParams, response: { 200: envelope(z.array(effectiveDocumentSchema)) } },
    },
    async (request) => ({ data: await shipEffective(db, request.actor, request.params.shipId) }),
  );
  app.post(
    '/dms/revisions/:id/acknowledgements',
    {
      ...ism,
      schema: {
        ...base,
        params,
        body: createAcknowledgementSchema,
        response: { 200: envelope(acknowledgementSchema) },
      },
    },
    async (request) => ({
      data: await acknowledge(db, request.actor, request.params.id, request.body.shipId),
    }),
  );
  app.get(
    '/dms/revisions/:id/acknowledgements',
    { ...ism, schema: { ...base, params, response: { 200: envelope(z.array(ackShipReportSchema)) } } },
    async (request) => ({ data: await acknowledgementReport(db, request.actor, request.params.id) }),
  );
  app.post(
    '/dms/revisions/:id/reminders',
    {
      ...ism,
      schema: {
        ...base,
        params,
        body: sendRemindersSchema,
        response: { 200: envelope(remindersSentSchema) },
      },
    },
    async (request) => ({ data: await sendReminders(db, request.actor, request.params.id, request.body) }),
  );

  app.get(
    '/dms/dcrs',
    {
      ...dcr,
      schema: { ...base, querystring: dcrListQuerySchema, response: { 200: pagedEnvelope(dcrSchema) } },
    },
    async (request) => listDcrs(db, request.actor, request.query),
  );
  app.post(
    '/dms/dcrs',
    { ...dcr, schema: { ...base, response: { 201: envelope(dcrSchema) } } },
    async (request, reply) => {
      if (request.isMultipart()) {
        const upload = await readDmsUpload(request);
        const fields: Record<string, unknown> = { ...upload.fields };
        if (fields.shipId === '' || fields.shipId === 'null') fields.shipId = null;
        return reply
          .status(201)
          .send({ data: await createDcr(db, ctx.storage, request.actor, fields, upload.file) });
      }
      return reply.status(201).send({ data: await createDcr(db, ctx.storage, request.actor, request.body) });
    },
  );
  app.get(
    '/dms/dcrs/:id',
    { ...dcr, schema: { ...base, params, response: { 200: envelope(dcrSchema) } } },
    async (request) => ({
      data: await getDcr(db, request.actor, request.params.id),
    }),
  );
  app.post(
    '/dms/dcrs/:id/transition',
    {
      ...dcr,
      schema: { ...base, params, body: dcrTransitionSchema, response: { 200: envelope(dcrSchema) } },
    },
    async (request) => ({ data: await transitionDcr(db, request.actor, request.params.id, request.body) }),
  );
  app.get(
    '/dms/dcrs/:id/file',
    { ...dcr, schema: { ...base, params, querystring: downloadQuery } },
    async (request, reply) => {
      const file = await openDcrFile(db, ctx.storage, request.actor, request.params.id);
      const inline = file.contentType === 'application/pdf' && request.query.download !== '1';
      return sendFile(reply, file, inline ? 'inline' : 'attachment');
    },
  );
};
