import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EXPENSE_RECEIPT_MAX_BYTES,
  EXPENSE_RECEIPT_TOO_LARGE,
  expenseResponseSchema,
  uuidSchema,
  versionSchema,
} from '@keel/domain';
import type { AppContext } from '../../../app-context';
import { HttpError, badRequest } from '../../../lib/http-error';
import { requireSidebar } from '../../../plugins/auth';
import {
  assertMayAttachReceipt,
  attachReceipt,
  downloadReceipt,
  type ReceiptUpload,
} from './expense-receipt.service';
import { EXPENSES } from './expense.service';

const params = z.object({ id: uuidSchema });

/** Maps the multipart plugin's errors to answers that name the problem. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `file: ${EXPENSE_RECEIPT_TOO_LARGE}`, [
      { field: 'file', message: EXPENSE_RECEIPT_TOO_LARGE },
    ]);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'file: send one file only');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Content-Type must be multipart/form-data');
  return error;
}

/** Reads the `version` field and the one `file` of a multipart upload. */
async function readUpload(request: FastifyRequest): Promise<ReceiptUpload> {
  let version: string | undefined;
  let file: { content: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(part.fieldname, 'unexpected file; send the receipt as "file"');
        }
        file = { content: await part.toBuffer(), fileName: part.filename || 'receipt' };
      } else if (part.fieldname === 'version') version = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  const parsed = versionSchema.safeParse(version === undefined ? undefined : Number(version));
  if (!parsed.success)
    throw badRequest('version', 'the expense version is required (a positive whole number)');
  if (!file) throw badRequest('file', 'a file is required');
  return { ...file, version: parsed.data };
}

/** Content-Disposition of a download: the stored safe name, plus its RFC 5987 form. */
function disposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The receipt of an expense: upload (multipart, at most 20 MiB, PDF or image recognised from the
 * bytes) and download with the sniffed type and `nosniff` (`?inline=true` to view it in the browser).
 */
export const expenseReceiptRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const base = { tags: ['accounting'] };
  const gate = { preHandler: requireSidebar([EXPENSES]) };
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: EXPENSE_RECEIPT_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    '/accounting/expenses/:id/receipt',
    {
      ...gate,
      schema: {
        ...base,
        params,
        consumes: ['multipart/form-data'],
        response: { 200: expenseResponseSchema },
      },
    },
    async (request) => {
      await assertMayAttachReceipt(db, request.actor, request.params.id);
      const upload = await readUpload(request);
      return { data: await attachReceipt(db, ctx.storage, request.actor, request.params.id, upload) };
    },
  );

  app.get(
    '/accounting/expenses/:id/receipt',
    {
      ...gate,
      schema: { ...base, params, querystring: z.object({ inline: z.enum(['true', 'false']).optional() }) },
    },
    async (request, reply) => {
      const file = await downloadReceipt(db, ctx.storage, request.actor, request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', disposition(file.name, request.query.inline === 'true'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
        .send(file.stream);
    },
  );
};
