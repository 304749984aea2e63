import { createHash } from 'node:crypto';
import { HttpError } from '../lib/http-error';

/** The request header of the IETF draft "The Idempotency-Key HTTP Header Field". */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The longest key accepted (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

// No `details`: the error handler would reword a field error ("Idempotency key must …"), and the header
// is no form field; the message names the header exactly.
const malformed = (why: string) => new HttpError(400, `${IDEMPOTENCY_HEADER}: ${why}`);

const SHAPE = `a quoted string of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters, e.g. "8e03978e-40d5-43e8-bc93-6894a57f9324"`;

/** Reads an RFC 8941 sf-string (`"…"`, escapes `\"` and `\\` only, printable ASCII); null if malformed. */
function parseSfString(value: string): string | null {
  let out = '';
  for (let i = 1; i < value.length; i += 1) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (code < 0x20 || code > 0x7e) return null;
    if (c === '\\') {
      const next = value[i + 1];
      if (next !== '"' && next !== '\\') return null;
      out += next;
      i += 1;
    } else if (c === '"') return i === value.length - 1 ? out : null;
    else out += c;
  }
  return null;
}

/**
 * The key of a request, or undefined when it sends none. The draft's form is a Structured Field string
 * (`Idempotency-Key: "…"`); a bare token of visible ASCII without quotes or commas is accepted too, as many
 * clients send one. Several values, an empty key, one longer than {@link IDEMPOTENCY_KEY_MAX_LENGTH} or
 * any other character → 400 naming the header.
 */
export function readIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) throw malformed('send one key, not several');
  const value = raw.trim();
  let key: string | null;
  if (value.startsWith('"')) key = parseSfString(value);
  else key = /^[\x21-\x7e]*$/.test(value) && !/[",]/.test(value) ? value : null;
  if (key === null) throw malformed(`must be ${SHAPE}`);
  if (key.length === 0) throw malformed('must not be empty');
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw malformed(`must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters long`);
  return key;
}

/** JSON with the keys of every object sorted, so that key order never changes a fingerprint. */
function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    ) ?? ''
  );
}

/**
 * The request's fingerprint (the draft's "idempotency fingerprint"): SHA-256 of the method, the URL
 * (path and query) and the validated body. A multipart upload's body is streamed to its handler and not
 * held back, so its fingerprint covers the method and URL only (docs/idempotency.md).
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n`).update(canonicalJson(body)).digest('hex');
}
