import { describe, expect, it } from 'vitest';
import {
  certificateMatrixColumns,
  countCertificateStates,
  fallsDueWithin,
  matrixColumnKey,
  pickMatrixCertificate,
  summariseDue,
} from './certificate-matrix';
import { certificateDueQuerySchema, certificateMatrixQuerySchema } from './certificate-matrix.schema';
import { supersedeCertificateSchema } from './certificate-view.schema';
import { CERTIFICATE_TYPES, otherCertificateKey } from './certificate-types';

describe('countCertificateStates', () => {
  it('counts every state, zero when absent', () => {
    const counts = countCertificateStates(['VALID', 'VALID', 'DUE', 'EXPIRED']);
    expect(counts).toEqual({ SUPERSEDED: 0, EXPIRED: 1, EXTENDED: 0, DUE: 1, WINDOW_OPEN: 0, VALID: 2 });
  });
});

describe('pickMatrixCertificate', () => {
  type State = 'VALID' | 'SUPERSEDED' | 'EXPIRED';
  const cert = (state: State, effectiveExpiry: string | null, issueDate: string, id: string) => ({
    id,
    state,
    effectiveExpiry,
    issueDate,
  });

  it('prefers a certificate in force over a superseded one, even one expiring later', () => {
    const live = cert('EXPIRED', '2024-01-01', '2019-01-01', 'live');
    const old = cert('SUPERSEDED', '2030-01-01', '2025-01-01', 'old');
    expect(pickMatrixCertificate([old, live])?.id).toBe('live');
  });

  it('takes the one valid longest, no expiry counting as longest, then the latest issued', () => {
    expect(
      pickMatrixCertificate([
        cert('VALID', '2027-01-01', '2022-01-01', 'a'),
        cert('VALID', '2029-01-01', '2024-01-01', 'b'),
      ])?.id,
    ).toBe('b');
    expect(
      pickMatrixCertificate([
        cert('VALID', '2029-01-01', '2024-01-01', 'a'),
        cert('VALID', null, '2020-01-01', 'b'),
      ])?.id,
    ).toBe('b');
    expect(
      pickMatrixCertificate([
        cert('VALID', '2029-01-01', '2024-01-01', 'a'),
        cert('VALID', '2029-01-01', '2024-06-01', 'b'),
      ])?.id,
    ).toBe('b');
  });

  it('is null without candidates', () => {
    expect(pickMatrixCertificate([])).toBeNull();
  });
});

describe('falls due', () => {
  it('includes expired certificates and those within the horizon, never superseded or open-ended ones', () => {
    expect(fallsDueWithin({ state: 'EXPIRED', daysToExpiry: -3 }, 30)).toBe(true);
    expect(fallsDueWithin({ state: 'DUE', daysToExpiry: 30 }, 30)).toBe(true);
    expect(fallsDueWithin({ state: 'VALID', daysToExpiry: 31 }, 30)).toBe(false);
    expect(fallsDueWithin({ state: 'SUPERSEDED', daysToExpiry: 2 }, 30)).toBe(false);
    expect(fallsDueWithin({ state: 'VALID', daysToExpiry: null }, 30)).toBe(false);
  });

  it('summarises cumulative horizons', () => {
    const summary = summariseDue([
      { state: 'EXPIRED', daysToExpiry: -1 },
      { state: 'DUE', daysToExpiry: 10 },
      { state: 'VALID', daysToExpiry: 45 },
      { state: 'VALID', daysToExpiry: 80 },
      { state: 'VALID', daysToExpiry: 400 },
      { state: 'SUPERSEDED', daysToExpiry: 5 },
    ]);
    expect(summary).toEqual({ expired: 1, within30: 2, within60: 3, within90: 4 });
  });
});

describe('overview schemas', () => {
  it('accepts 30/60/90 and names the field otherwise', () => {
    expect(certificateDueQuerySchema.parse({ withinDays: '60' }).withinDays).toBe(60);
    expect(certificateDueQuerySchema.parse({}).withinDays).toBe(30);
    const bad = certificateDueQuerySchema.safeParse({ withinDays: '45' });
    expect(bad.error?.issues[0]?.message).toBe('withinDays must be 30, 60 or 90');
  });

  it('reads the matrix filter', () => {
    expect(certificateMatrixQuerySchema.parse({ expiringWithinDays: '90', family: 'MR' })).toMatchObject({
      expiringWithinDays: 90,
      family: 'MR',
    });
    expect(
      certificateMatrixQuerySchema.safeParse({ expiringWithinDays: '-1' }).error?.issues[0]?.message,
    ).toBe('expiringWithinDays must be 0 or more');
  });

  it('checks a supersession date', () => {
    const bad = supersedeCertificateSchema.safeParse({ version: 1, supersededAt: '2025-02-30' });
    expect(bad.error?.issues[0]?.path).toEqual(['supersededAt']);
    expect(
      supersedeCertificateSchema.parse({ version: 1, supersededAt: '2025-02-28' }).supersededById,
    ).toBeNull();
  });
});

describe('certificateMatrixColumns', () => {
  const other = (name: string, state: 'VALID' | 'SUPERSEDED' = 'VALID') => ({ typeCode: null, name, state });

  it('lists every standard type, the new fleet types included, before the named columns', () => {
    const keys = certificateMatrixColumns([]).map((c) => c.key);
    for (const code of ['BWM', 'IAFS', 'CLC', 'BUNKER_CLC', 'WRC', 'SAFE_MANNING', 'REGISTRY'])
      expect(keys).toContain(code);
    expect(keys).toHaveLength(CERTIFICATE_TYPES.length);
  });

  it('gives each name of the certificates of no type one column, shared across ships whatever the case or spacing', () => {
    const columns = certificateMatrixColumns([
      other('Ship Sanitation Certificate'),
      other('ship sanitation  certificate '),
      other('Ship Sanitation Certificate'),
      other('Document of Compliance DG'),
      other('Old Exemption', 'SUPERSEDED'),
      { typeCode: 'CLASS', name: 'Certificate of Class', state: 'VALID' as const },
    ]).filter((c) => c.typeCode === null);
    expect(columns).toEqual([
      {
        key: 'other:document of compliance dg',
        typeCode: null,
        name: 'Document of Compliance DG',
        shortName: 'Document of Compliance DG',
      },
      {
        key: 'other:ship sanitation certificate',
        typeCode: null,
        name: 'Ship Sanitation Certificate',
        shortName: 'Ship Sanitation Certificate',
      },
    ]);
  });

  it('puts a certificate in the column of its type, or of its name when it has no type', () => {
    expect(matrixColumnKey({ typeCode: 'BWM', name: 'whatever' })).toBe('BWM');
    expect(matrixColumnKey({ typeCode: null, name: ' Ship  Sanitation ' })).toBe(
      otherCertificateKey('ship sanitation'),
    );
  });
});
