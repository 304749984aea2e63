import { describe, it, expect } from 'vitest';
import { imoCheckDigit, imoDigits, imoSchema, isValidImo, isValidMmsi, mmsiMid, mmsiSchema } from './imo';

describe('IMO number', () => {
  it('computes the check digit with weights 7..2', () => {
    // 9·7 + 0·6 + 7·5 + 4·4 + 7·3 + 2·2 = 63 + 0 + 35 + 16 + 21 + 4 = 139 → 9
    expect(imoCheckDigit('907472')).toBe(9);
    // 9·7 + 3·6 + 0·5 + 2·4 + 9·3 + 4·2 = 63 + 18 + 0 + 8 + 27 + 8 = 124 → 4
    expect(imoCheckDigit('930294')).toBe(4);
  });

  it('accepts valid numbers with or without the IMO prefix', () => {
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('IMO 9074729')).toBe(true);
    expect(isValidImo('imo9074729')).toBe(true);
    expect(isValidImo(' IMO 9302944 ')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length and other text', () => {
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
    expect(isValidImo('90747290')).toBe(false);
    expect(isValidImo('IMO-9074729')).toBe(false);
    expect(isValidImo('ABCDEFG')).toBe(false);
    expect(isValidImo('')).toBe(false);
  });

  it('extracts the digits', () => {
    expect(imoDigits('IMO 9074729')).toBe('9074729');
    expect(imoDigits('12345')).toBeNull();
  });

  it('schema normalises to seven digits and names the field when refusing', () => {
    expect(imoSchema.parse('IMO 9074729')).toBe('9074729');
    const bad = imoSchema.safeParse('9074728');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('imo must be 7 digits with a valid check digit');
    expect(imoSchema.safeParse(9074729).error?.issues[0]?.message).toBe(
      'imo must be 7 digits with a valid check digit',
    );
  });
});

describe('MMSI', () => {
  it('accepts 9 digits starting 2–7', () => {
    expect(isValidMmsi('636012345')).toBe(true);
    expect(isValidMmsi('211234560')).toBe(true);
    expect(isValidMmsi('775000001')).toBe(true);
  });

  it('refuses wrong lengths and non-ship stations', () => {
    expect(isValidMmsi('63601234')).toBe(false);
    expect(isValidMmsi('6360123456')).toBe(false);
    expect(isValidMmsi('111234567')).toBe(false); // SAR aircraft
    expect(isValidMmsi('970123456')).toBe(false); // AIS-SART
    expect(isValidMmsi('002111234')).toBe(false); // coast station
    expect(isValidMmsi('63601234a')).toBe(false);
  });

  it('gives the MID', () => {
    expect(mmsiMid('636012345')).toBe('636');
    expect(mmsiMid('211234560')).toBe('211');
    expect(mmsiMid('970123456')).toBeNull();
  });

  it('schema names the field', () => {
    expect(mmsiSchema.parse(' 636012345 ')).toBe('636012345');
    expect(mmsiSchema.safeParse('12345').error?.issues[0]?.message).toBe('mmsi must be 9 digits');
    expect(mmsiSchema.safeParse('970123456').error?.issues).toHaveLength(1);
    expect(mmsiSchema.safeParse('970123456').error?.issues[0]?.message).toBe(
      'mmsi must start with 2–7 (a ship station)',
    );
    expect(mmsiSchema.safeParse('12345').error?.issues).toHaveLength(1);
    // 1·7 + 2·6 + 3·5 + 4·4 + 5·3 + 6·2 = 77 → 7: 1234567 is a valid IMO number
    expect(isValidImo('1234567')).toBe(true);
  });
});
