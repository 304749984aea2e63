import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { IDEMPOTENCY_KEY_MAX_LENGTH, readIdempotencyKey, requestFingerprint } from './idempotency-key';

function refusal(raw: string | string[]): HttpError {
  try {
    readIdempotencyKey(raw);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(raw)} was accepted`);
}

describe('readIdempotencyKey', () => {
  it('reads the draft’s Structured Field string, with its escapes', () => {
    expect(readIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(readIdempotencyKey('"a \\"quoted\\" \\\\ key, with a comma"')).toBe(
      'a "quoted" \\ key, with a comma',
    );
    expect(readIdempotencyKey('  "padded"  ')).toBe('padded');
  });

  it('accepts a bare token as many clients send one, and no header at all', () => {
    expect(readIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(readIdempotencyKey(undefined)).toBeUndefined();
  });

  it('answers 400 naming the header for a malformed, empty, repeated or too long key', () => {
    for (const raw of [
      '"unterminated',
      '"bad \\n escape"',
      '"x" ;p=1',
      'two words',
      'a,b',
      'é',
      '"tab\there"',
    ]) {
      const error = refusal(raw);
      expect(error.statusCode, raw).toBe(400);
      expect(error.message, raw).toMatch(/^Idempotency-Key: must be a quoted string of 1 to 255/);
    }
    expect(refusal('""').message).toBe('Idempotency-Key: must not be empty');
    expect(refusal('').message).toBe('Idempotency-Key: must not be empty');
    expect(refusal(['"a"', '"b"']).message).toBe('Idempotency-Key: send one key, not several');
    const long = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1);
    expect(refusal(`"${long}"`).message).toBe('Idempotency-Key: must be at most 255 characters long');
    expect(readIdempotencyKey(`"${long.slice(1)}"`)).toHaveLength(IDEMPOTENCY_KEY_MAX_LENGTH);
  });
});

describe('requestFingerprint', () => {
  it('is the same for the same request whatever the order of the body’s keys', () => {
    const a = requestFingerprint('POST', '/api/v1/x', { b: 1, a: { d: [1, { f: 2, e: 3 }], c: 'x' } });
    const b = requestFingerprint('POST', '/api/v1/x', { a: { c: 'x', d: [1, { e: 3, f: 2 }] }, b: 1 });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs with the method, the URL, the body or the order of an array', () => {
    const base = requestFingerprint('POST', '/api/v1/x', { a: [1, 2] });
    expect(requestFingerprint('PATCH', '/api/v1/x', { a: [1, 2] })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/x?y=1', { a: [1, 2] })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/x', { a: [2, 1] })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/x', { a: [1, 2], b: null })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/x', undefined)).not.toBe(base);
  });

  it('writes a date as JSON does', () => {
    const when = new Date('2031-01-01T12:00:00.000Z');
    expect(requestFingerprint('POST', '/x', { when })).toBe(
      requestFingerprint('POST', '/x', { when: '2031-01-01T12:00:00.000Z' }),
    );
  });
});
