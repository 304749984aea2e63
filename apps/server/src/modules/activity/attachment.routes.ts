import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  activityRecordParamsSchema,
  attachmentParamsSchema,
  recordAttachmentListResponseSchema,
  recordAttachmentResponseSchema,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest } from '../../lib/http-error';
import { openRecord } from './activity-records';
import {
  attachFile,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  type AttachmentUpload,
} from './attachment.service';

const PATH = '/activity/:entity/:id/attachments';

/** Maps the multipart plugin's errors to answers that name the problem. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `file: ${ATTACHMENT_TOO_LARGE}`, [
      { field: 'file', message: ATTACHMENT_TOO_LARGE },
    ]);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'file: send one file only');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Content-Type must be multipart/form-data');
  return error;
}

/** Reads the one `file` part of a multipart upload. */
async function readUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  let file: AttachmentUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(part.fieldname, 'unexpected file; send the attachment as "file"');
      }
      file = { content: await part.toBuffer(), fileName: part.filename || 'attachment' };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw badRequest('file', 'a file is required');
  return file;
}

/** Content-Disposition of a download: the stored safe name, plus its RFC 5987 form. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A record's attachments: list, upload (multipart, at most 20 MiB, PDF or image recognised from the
 * bytes), download (sniffed type, `attachment` disposition, `nosniff`, sha-256 digest) and delete.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['activity'] };
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 50,
    },
  });

  app.get(
    PATH,
    {
      schema: {
        ...base,
        params: activityRecordParamsSchema,
        response: { 200: recordAttachmentListResponseSchema },
      },
    },
    async (request) => ({
      data: await listAttachments(db, request.actor, request.params.entity, request.params.id),
    }),
  );

  app.post(
    PATH,
    {
      schema: {
        ...base,
        params: activityRecordParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: recordAttachmentResponseSchema },
      },
    },
    async (request) => {
      const record = await openRecord(db, request.actor, request.params.entity, request.params.id);
      const upload = await readUpload(request);
      return { data: await attachFile(db, ctx.storage, request.actor, record, upload) };
    },
  );

  app.get(
    `${PATH}/:attachmentId`,
    { schema: { ...base, params: attachmentParamsSchema } },
    async (request, reply) => {
      const { entity, id, attachmentId } = request.params;
      const file = await downloadAttachment(db, ctx.storage, request.actor, entity, id, attachmentId);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', disposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
        .send(file.stream);
    },
  );

  app.delete(
    `${PATH}/:attachmentId`,
    { schema: { ...base, params: attachmentParamsSchema } },
    async (request, reply) => {
      const { entity, id, attachmentId } = request.params;
      await deleteAttachment(db, ctx.storage, request.actor, entity, id, attachmentId);
      return reply.status(204).send();
    },
  );
};
