import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUOTE_ATTACHMENT_MAX_BYTES } from '@keel/domain';
import { HttpError, badRequest } from '../../../lib/http-error';
import type { QuoteFile, QuoteUpload } from './quote-file.service';

const tooLarge = `the file is larger than ${QUOTE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MiB`;

/** Multipart limits of a quote attachment upload: one file of at most 10 MiB. */
export const QUOTE_UPLOAD_LIMITS = {
  fileSize: QUOTE_ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 50,
};

function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `file: ${tooLarge}`, [{ field: 'file', message: tooLarge }]);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'file: send one file at a time');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Content-Type must be multipart/form-data');
  return error;
}

/** Reads the one `file` part of a multipart upload. */
export async function readQuoteUpload(request: FastifyRequest): Promise<QuoteUpload> {
  let file: QuoteUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(part.fieldname, 'unexpected file; send it as "file"');
      }
      file = { content: await part.toBuffer(), fileName: part.filename || 'attachment' };
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw badRequest('file', 'a file is required');
  return file;
}

function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored file as a download: sniffed type, `attachment`, `nosniff`, sandboxed, not cached. */
export function sendFile(reply: FastifyReply, file: QuoteFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', disposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
