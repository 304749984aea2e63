import { describe, expect, it } from 'vitest';
import type { CertificateView } from '@keel/domain';
import {
  applyType,
  certificateFields,
  certificateValues,
  changedFields,
  emptyCertificateValues,
} from './certificate-form';
import { renewalPreview } from './RenewCertificateDialog';

const stored: CertificateView = {
  id: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  shipId: '6c1f4d2b-9a3e-4b7c-8d4f-2e3a4b5c6d7e',
  shipName: 'Keel Aurora',
  typeCode: 'LOAD_LINE',
  kind: 'statutory',
  name: 'International Load Line Certificate',
  number: 'DNV-24-LL-00042',
  issuer: 'DNV AS',
  issueDate: '2024-05-10',
  expiryDate: '2029-05-10',
  hasSurveyWindows: true,
  extendedUntil: null,
  leadTimeDays: 30,
  supersededAt: null,
  supersededById: null,
  fileId: null,
  file: null,
  remarks: null,
  state: 'VALID',
  daysToExpiry: 900,
  effectiveExpiry: '2029-05-10',
  currentWindow: null,
  nextWindow: { anniversary: '2027-05-10', opens: '2027-02-10', closes: '2027-08-10' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

describe('certificate form', () => {
  it('fills kind, name and survey regime from a standard type', () => {
    const v = applyType(emptyCertificateValues(), 'ISPP');
    expect(v).toMatchObject({ typeCode: 'ISPP', kind: 'statutory', hasSurveyWindows: false });
    expect(v.name).toBe('International Sewage Pollution Prevention Certificate');
    expect(applyType(v, '').typeCode).toBe('');
  });

  it('sends blanks as null and only the changed fields on edit', () => {
    expect(certificateFields(emptyCertificateValues())).toMatchObject({
      typeCode: null,
      expiryDate: null,
      remarks: null,
    });
    const values = { ...certificateValues(stored), extendedUntil: '2029-08-10', remarks: ' ' };
    expect(changedFields(stored, values)).toEqual({ extendedUntil: '2029-08-10' });
  });
});

describe('renewal preview', () => {
  it('counts from the old expiry when renewed within three months before it', () => {
    expect(renewalPreview(stored, '2029-03-01', null)).toEqual({ expiry: '2034-05-10', fromOldExpiry: true });
  });
  it('counts from the renewal date when renewed earlier', () => {
    expect(renewalPreview(stored, '2028-12-01', null)).toEqual({
      expiry: '2033-12-01',
      fromOldExpiry: false,
    });
    expect(renewalPreview(stored, '2028-12-01', 3)).toEqual({ expiry: '2031-12-01', fromOldExpiry: false });
  });
  it('has nothing to show without a date or a validity', () => {
    expect(renewalPreview(stored, '2029-13-01', null)).toBeNull();
    expect(renewalPreview({ ...stored, typeCode: null }, '2029-03-01', null)).toBeNull();
  });
});
