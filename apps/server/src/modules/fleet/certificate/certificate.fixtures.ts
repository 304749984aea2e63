import type { CertificateView } from '@keel/domain';
import { dataOf } from '../../../test/fixtures';
import type { TestResponse, TestSession } from '../../../test/test-app';
import { minimalPdf } from '../../../db/seed/minimal-pdf';

/** Test helpers of the certificate suites. */

/** A small valid PDF. */
export const SAMPLE_PDF = minimalPdf('Cargo Ship Safety Equipment Certificate', [
  'Ship: test',
  'Certificate No. T-1',
]);

/** A multipart/form-data body with text fields and (optionally) one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----keel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a scan to a certificate as `session`. */
export function upload(
  session: TestSession,
  id: string,
  version: number,
  file: { name: string; content: Buffer; type?: string },
): Promise<TestResponse> {
  const body = multipart({ version: String(version) }, file);
  return session.request('POST', `/certificates/${id}/file`, body.payload, body.headers);
}

let counter = 0;
/** A valid new-certificate body on `shipId` (a Safety Equipment certificate valid five years). */
export function certificateBody(shipId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    shipId,
    typeCode: 'SOLAS_SE',
    kind: 'statutory',
    name: 'Cargo Ship Safety Equipment Certificate',
    number: `TEST-SE-${counter}-${Date.now().toString(36)}`,
    issuer: 'DNV AS on behalf of the Republic of the Marshall Islands',
    issueDate: '2024-05-10',
    expiryDate: '2029-05-10',
    hasSurveyWindows: true,
    ...overrides,
  };
}

/** Creates a certificate through the API. */
export async function createCertificate(
  session: TestSession,
  shipId: string,
  overrides: Record<string, unknown> = {},
): Promise<CertificateView> {
  return dataOf<CertificateView>(await session.post('/certificates/', certificateBody(shipId, overrides)));
}
