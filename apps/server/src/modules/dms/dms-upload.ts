import { DMS_MAX_FILE_BYTES } from '@keel/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-error';

/** The multipart limits of DMS uploads: one file of at most 25 MiB and a few short fields. */
export const DMS_MULTIPART_LIMITS = {
  fileSize: DMS_MAX_FILE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 25_000,
  parts: 11,
  headerPairs: 50,
};

const TOO_LARGE = `the file is larger than ${DMS_MAX_FILE_BYTES / 1024 / 1024} MiB`;

/** Maps the multipart plugin's errors to answers that name the problem. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `file: ${TOO_LARGE}`, [{ field: 'file', message: TOO_LARGE }]);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'file: send one file only');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Content-Type must be multipart/form-data');
  return error;
}

/** A multipart upload: its text fields and its one `file` (absent when none was sent). */
export interface DmsUpload {
  fields: Record<string, string>;
  file?: { content: Buffer; fileName: string };
}

/** Reads the text fields and the one `file` part of a multipart request. */
export async function readDmsUpload(request: FastifyRequest): Promise<DmsUpload> {
  const fields: Record<string, string> = {};
  let file: DmsUpload['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(part.fieldname, 'unexpected file; send the document as "file"');
        }
        const content = await part.toBuffer();
        if (content.length === 0) throw badRequest('file', 'the file is empty');
        file = { content, fileName: part.filename || 'document' };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  return file ? { fields, file } : { fields };
}

/** Content-Disposition of a download: the stored safe name, plus its RFC 5987 form. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
