import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  certificateListQuerySchema,
  certificateTypeCodeSchema,
  createCertificateSchema,
  renewCertificateSchema,
  updateCertificateSchema,
} from './certificate.schema';
import { CERTIFICATE_TYPES, CERTIFICATE_TYPE_CODES, certificateTypeByCode } from './certificate-types';

const shipId = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const valid = {
  shipId,
  typeCode: 'LOAD_LINE',
  kind: 'statutory',
  name: 'International Load Line Certificate',
  number: 'LL-2024-0042',
  issuer: 'DNV on behalf of Liberia',
  issueDate: '2024-03-15',
  expiryDate: '2029-03-15',
  hasSurveyWindows: true,
};

/** The messages of a failed parse, keyed by the path. */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('certificate catalogue', () => {
  it('holds the standard certificates with unique codes', () => {
    expect(CERTIFICATE_TYPE_CODES).toHaveLength(20);
    expect(new Set(CERTIFICATE_TYPE_CODES).size).toBe(20);
    expect(certificateTypeByCode('CLASS')?.kind).toBe('class');
    expect(certificateTypeByCode('IEE')?.defaultValidityYears).toBeNull();
    expect(certificateTypeByCode('ISPP')?.hasSurveyWindows).toBe(false);
    expect(certificateTypeByCode('SOLAS_SC')?.hasSurveyWindows).toBe(true);
    expect(CERTIFICATE_TYPES.filter((t) => t.kind === 'statutory')).toHaveLength(19);
  });
});

describe('createCertificateSchema', () => {
  it('accepts a certificate and fills the defaults', () => {
    const parsed = createCertificateSchema.parse(valid);
    expect(parsed).toMatchObject({ leadTimeDays: 30, extendedUntil: null, fileId: null, remarks: null });
  });

  it('refuses an expiry not after the issue date, naming the field', () => {
    const result = createCertificateSchema.safeParse({ ...valid, expiryDate: '2024-03-15' });
    expect(messages(result)).toEqual({ expiryDate: 'expiryDate must be after issueDate' });
  });

  it('refuses impossible dates and names the field', () => {
    const result = createCertificateSchema.safeParse({ ...valid, issueDate: '2025-02-29' });
    expect(messages(result)).toEqual({ issueDate: 'issueDate must be a date YYYY-MM-DD' });
  });

  it('refuses an extension that does not reach beyond the expiry', () => {
    const result = createCertificateSchema.safeParse({ ...valid, extendedUntil: '2029-03-01' });
    expect(messages(result)).toEqual({ extendedUntil: 'extendedUntil must be after expiryDate' });
  });

  it('allows no expiry only where the type has none', () => {
    expect(
      createCertificateSchema.safeParse({ ...valid, typeCode: 'IEE', name: 'IEE', expiryDate: null }).success,
    ).toBe(true);
    expect(messages(createCertificateSchema.safeParse({ ...valid, expiryDate: null }))).toEqual({
      expiryDate: 'expiryDate is required for Load Line',
    });
  });

  it('keeps the kind consistent with a standard type', () => {
    expect(messages(createCertificateSchema.safeParse({ ...valid, kind: 'class' }))).toEqual({
      kind: 'kind must be statutory for Load Line',
    });
    expect(createCertificateSchema.safeParse({ ...valid, typeCode: null, kind: 'other' }).success).toBe(true);
  });

  it('accepts only 30, 60 or 90 lead days', () => {
    expect(createCertificateSchema.parse({ ...valid, leadTimeDays: 90 }).leadTimeDays).toBe(90);
    expect(messages(createCertificateSchema.safeParse({ ...valid, leadTimeDays: 45 }))).toEqual({
      leadTimeDays: 'leadTimeDays must be 30, 60 or 90',
    });
  });

  it('names every missing field', () => {
    const result = messages(createCertificateSchema.safeParse({ shipId }));
    expect(result.name).toBe('name is required');
    expect(result.issueDate).toBe('issueDate must be a date YYYY-MM-DD');
    expect(result.kind).toBe('kind must be statutory, class or other');
  });
});

describe('updateCertificateSchema', () => {
  it('needs the version and checks the dates sent', () => {
    expect(updateCertificateSchema.safeParse({ remarks: 'x' }).success).toBe(false);
    expect(updateCertificateSchema.parse({ version: 3, extendedUntil: '2029-06-15' })).toEqual({
      version: 3,
      extendedUntil: '2029-06-15',
    });
    expect(
      messages(
        updateCertificateSchema.safeParse({ version: 3, issueDate: '2025-01-01', expiryDate: '2024-12-31' }),
      ),
    ).toEqual({ expiryDate: 'expiryDate must be after issueDate' });
  });
});

describe('renewCertificateSchema', () => {
  it('accepts a renewal with or without an explicit expiry', () => {
    expect(
      renewCertificateSchema.parse({
        version: 2,
        number: 'LL-2029-1',
        issuer: 'DNV',
        renewalDate: '2029-01-10',
      }),
    ).toMatchObject({ fileId: null, remarks: null });
    expect(
      messages(
        renewCertificateSchema.safeParse({
          version: 2,
          number: 'LL-2029-1',
          issuer: 'DNV',
          renewalDate: '2029-01-10',
          expiryDate: '2029-01-10',
        }),
      ),
    ).toEqual({ expiryDate: 'expiryDate must be after renewalDate' });
  });
});

describe('certificateListQuerySchema', () => {
  it('parses filters from the query string', () => {
    expect(
      certificateListQuerySchema.parse({ shipId, state: 'DUE', expiringWithinDays: '60', limit: '10' }),
    ).toMatchObject({ shipId, state: 'DUE', expiringWithinDays: 60, limit: 10, offset: 0 });
    expect(messages(certificateListQuerySchema.safeParse({ expiringWithinDays: '-1' }))).toEqual({
      expiringWithinDays: 'expiringWithinDays must be 0 or more',
    });
    expect(certificateListQuerySchema.safeParse({ state: 'LOST' }).success).toBe(false);
  });
});

describe('the certificates a fleet carries besides SOLAS and class', () => {
  it.each([
    ['BWM', 5],
    ['IAFS', null],
    ['CLC', 1],
    ['BUNKER_CLC', 1],
    ['WRC', 1],
    ['SAFE_MANNING', null],
    ['REGISTRY', null],
  ] as const)('%s is a statutory type valid %s years', (code, years) => {
    const type = certificateTypeByCode(code);
    expect(type?.kind).toBe('statutory');
    expect(type?.defaultValidityYears).toBe(years);
    expect(certificateTypeCodeSchema.safeParse(code).success).toBe(true);
  });
});
