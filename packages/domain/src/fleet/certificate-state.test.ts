import { describe, it, expect } from 'vitest';
import type { CertificateStateInput } from './certificate-state';
import {
  anniversaryDates,
  certificateState,
  newExpiryFor,
  renewalIssueBase,
  surveyWindows,
} from './certificate-state';

/** A five-year certificate with annual survey windows, issued 2024-03-15, expiring 2029-03-15. */
const base: CertificateStateInput = {
  issueDate: '2024-03-15',
  expiryDate: '2029-03-15',
  hasSurveyWindows: true,
  extendedUntil: null,
  supersededAt: null,
  supersededBy: null,
  today: '2026-07-01',
};
const stateOn = (today: string, extra: Partial<CertificateStateInput> = {}) =>
  certificateState({ ...base, ...extra, today });

describe('anniversary dates', () => {
  it('lists the expiry day and month in each year strictly between issue and expiry', () => {
    expect(anniversaryDates('2024-03-15', '2029-03-15')).toEqual([
      '2025-03-15',
      '2026-03-15',
      '2027-03-15',
      '2028-03-15',
    ]);
  });

  it('follows the expiry, not the issue date, and handles a 29 February expiry', () => {
    expect(anniversaryDates('2023-03-01', '2028-02-29')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
    ]);
  });

  it('skips the anniversary where an early renewal starts its new validity', () => {
    // renewed 2024-01-05, validity counted from the old expiry 2024-03-15 to 2029-03-15
    expect(anniversaryDates('2024-01-05', '2029-03-15')).toEqual([
      '2025-03-15',
      '2026-03-15',
      '2027-03-15',
      '2028-03-15',
    ]);
  });

  it('is empty for a certificate shorter than a year', () => {
    expect(anniversaryDates('2024-01-10', '2024-06-30')).toEqual([]);
  });
});

describe('survey windows', () => {
  it('open three months before and close three months after each anniversary', () => {
    expect(surveyWindows('2024-03-15', '2026-03-15')).toEqual([
      { anniversary: '2025-03-15', opens: '2024-12-15', closes: '2025-06-15' },
    ]);
  });

  it('clamp a 31st to shorter months: 31 Aug opens 31 May and closes 30 Nov', () => {
    expect(surveyWindows('2025-08-31', '2027-08-31')).toEqual([
      { anniversary: '2026-08-31', opens: '2026-05-31', closes: '2026-11-30' },
    ]);
  });

  it('clamp 30 Nov + 3 months to the end of February, 29th in leap years', () => {
    const windows = surveyWindows('2025-11-30', '2028-11-30');
    expect(windows).toEqual([
      { anniversary: '2026-11-30', opens: '2026-08-30', closes: '2027-02-28' },
      { anniversary: '2027-11-30', opens: '2027-08-30', closes: '2028-02-29' },
    ]);
  });

  it('around a 29 February expiry use 28 February in common years', () => {
    const windows = surveyWindows('2023-03-01', '2028-02-29');
    expect(windows[0]).toEqual({ anniversary: '2024-02-29', opens: '2023-11-29', closes: '2024-05-29' });
    expect(windows[1]).toEqual({ anniversary: '2025-02-28', opens: '2024-11-28', closes: '2025-05-28' });
  });

  it('cross year ends', () => {
    expect(surveyWindows('2025-01-10', '2027-01-10')).toEqual([
      { anniversary: '2026-01-10', opens: '2025-10-10', closes: '2026-04-10' },
    ]);
  });
});

describe('certificate state', () => {
  it('is VALID outside windows and far from expiry, and names the next window', () => {
    const status = stateOn('2026-07-01');
    expect(status.state).toBe('VALID');
    expect(status.currentWindow).toBeNull();
    expect(status.nextWindow).toEqual({
      anniversary: '2027-03-15',
      opens: '2026-12-15',
      closes: '2027-06-15',
    });
    expect(status.effectiveExpiry).toBe('2029-03-15');
  });

  it('is WINDOW_OPEN from the opening day to the closing day, both included', () => {
    expect(stateOn('2026-12-14').state).toBe('VALID');
    const opening = stateOn('2026-12-15');
    expect(opening.state).toBe('WINDOW_OPEN');
    expect(opening.currentWindow?.anniversary).toBe('2027-03-15');
    expect(opening.nextWindow?.anniversary).toBe('2028-03-15');
    expect(stateOn('2027-06-15').state).toBe('WINDOW_OPEN');
    expect(stateOn('2027-06-16').state).toBe('VALID');
  });

  it('never opens a window when the certificate has no anniversary surveys', () => {
    const status = stateOn('2027-03-15', { hasSurveyWindows: false });
    expect(status.state).toBe('VALID');
    expect(status.currentWindow).toBeNull();
    expect(status.nextWindow).toBeNull();
  });

  it('is DUE within the lead time, the expiry day included, and EXPIRED the day after', () => {
    expect(stateOn('2029-02-12').state).toBe('VALID'); // 31 days to go
    expect(stateOn('2029-02-13')).toMatchObject({ state: 'DUE', daysToExpiry: 30 });
    expect(stateOn('2029-03-15')).toMatchObject({ state: 'DUE', daysToExpiry: 0 });
    expect(stateOn('2029-03-16')).toMatchObject({ state: 'EXPIRED', daysToExpiry: -1 });
  });

  it('honours 60 and 90 day lead times', () => {
    expect(stateOn('2028-12-15', { leadTimeDays: 90 })).toMatchObject({ state: 'DUE', daysToExpiry: 90 });
    expect(stateOn('2028-12-14', { leadTimeDays: 90 }).state).toBe('VALID');
    expect(stateOn('2029-01-14', { leadTimeDays: 60 })).toMatchObject({ state: 'DUE', daysToExpiry: 60 });
  });

  it('counts a 29 February expiry to its last day', () => {
    const leap = { issueDate: '2023-03-01', expiryDate: '2028-02-29', hasSurveyWindows: true };
    expect(certificateState({ ...leap, today: '2028-02-29' })).toMatchObject({
      state: 'DUE',
      daysToExpiry: 0,
    });
    expect(certificateState({ ...leap, today: '2028-03-01' }).state).toBe('EXPIRED');
    expect(certificateState({ ...leap, today: '2028-01-30' })).toMatchObject({
      state: 'DUE',
      daysToExpiry: 30,
    });
  });

  it('is EXTENDED after the expiry until the extension ends, then EXPIRED', () => {
    const extendedUntil = '2029-06-15';
    expect(stateOn('2029-03-16', { extendedUntil })).toMatchObject({
      state: 'EXTENDED',
      daysToExpiry: 91,
      effectiveExpiry: '2029-06-15',
    });
    expect(stateOn('2029-06-15', { extendedUntil }).state).toBe('EXTENDED');
    expect(stateOn('2029-06-16', { extendedUntil })).toMatchObject({ state: 'EXPIRED', daysToExpiry: -1 });
  });

  it('measures DUE against the extension once one is granted', () => {
    expect(stateOn('2029-03-01').state).toBe('DUE');
    expect(stateOn('2029-03-01', { extendedUntil: '2029-06-15' })).toMatchObject({
      state: 'VALID',
      daysToExpiry: 106,
    });
    expect(stateOn('2029-05-20', { extendedUntil: '2029-06-15' })).toMatchObject({
      state: 'EXTENDED',
      daysToExpiry: 26,
    });
  });

  it('is SUPERSEDED from the supersession date on, above every other state', () => {
    const renewed = { supersededAt: '2029-01-10', supersededBy: '0b0c6c4e-6f0e-4d7b-9a59-8a1f3f3f0a11' };
    expect(stateOn('2029-01-09', renewed).state).toBe('VALID');
    expect(stateOn('2029-01-10', renewed).state).toBe('SUPERSEDED');
    expect(stateOn('2030-01-01', renewed).state).toBe('SUPERSEDED');
    expect(stateOn('2026-07-01', { supersededBy: renewed.supersededBy }).state).toBe('SUPERSEDED');
  });

  it('keeps a certificate without expiry VALID', () => {
    const iee = { issueDate: '2013-01-01', expiryDate: null, hasSurveyWindows: false };
    expect(certificateState({ ...iee, today: '2099-12-31' })).toEqual({
      state: 'VALID',
      daysToExpiry: null,
      currentWindow: null,
      nextWindow: null,
      effectiveExpiry: null,
    });
    expect(certificateState({ ...iee, supersededAt: '2025-01-01', today: '2025-01-01' }).state).toBe(
      'SUPERSEDED',
    );
  });

  it('refuses malformed dates', () => {
    expect(() => stateOn('2026-02-30')).toThrow(RangeError);
  });
});

describe('renewal', () => {
  it('dates a renewal within three months before expiry from the old expiry', () => {
    expect(renewalIssueBase('2025-06-15', '2025-04-01')).toBe('2025-06-15');
    expect(renewalIssueBase('2025-06-15', '2025-03-15')).toBe('2025-06-15'); // exactly three months before
    expect(renewalIssueBase('2025-06-15', '2025-06-15')).toBe('2025-06-15');
  });

  it('dates an earlier renewal from the renewal date', () => {
    expect(renewalIssueBase('2025-06-15', '2025-03-14')).toBe('2025-03-14');
    expect(renewalIssueBase('2025-06-15', '2024-11-30')).toBe('2024-11-30');
  });

  it('clamps "three months before" a 31 May expiry to the end of February', () => {
    expect(renewalIssueBase('2025-05-31', '2025-02-28')).toBe('2025-05-31');
    expect(renewalIssueBase('2025-05-31', '2025-02-27')).toBe('2025-02-27');
    expect(renewalIssueBase('2024-05-31', '2024-02-29')).toBe('2024-05-31');
    expect(renewalIssueBase('2024-05-31', '2024-02-28')).toBe('2024-02-28');
  });

  it('dates a late renewal (after expiry) from the old expiry, as SOLAS I/14(b)(ii) does', () => {
    expect(renewalIssueBase('2025-06-15', '2025-07-20')).toBe('2025-06-15');
  });

  it('computes the new expiry in whole years, 29 Feb → 28 Feb in common years', () => {
    expect(newExpiryFor('2025-06-15', 5)).toBe('2030-06-15');
    expect(newExpiryFor('2024-02-29', 5)).toBe('2029-02-28');
    expect(newExpiryFor('2024-02-29', 4)).toBe('2028-02-29');
    expect(() => newExpiryFor('2025-06-15', 0)).toThrow(RangeError);
    expect(newExpiryFor(renewalIssueBase('2025-06-15', '2025-04-01'), 5)).toBe('2030-06-15');
  });
});
