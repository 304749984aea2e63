import { describe, expect, it } from 'vitest';
import { alpha } from '@mui/material/styles';
import type { CertificateMatrixCell } from '@keel/domain';
import { createAppTheme } from '../../../../app/theme/theme';
import { CERTIFICATE_STATE_TONES, daysText, matrixCellStyle, stateColour } from './certificate-state-style';

const cell = (overrides: Partial<CertificateMatrixCell> = {}): CertificateMatrixCell => ({
  column: 'SOLAS_SR',
  typeCode: 'SOLAS_SR',
  certificateId: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  number: 'DNV-21-SR-04211',
  state: 'DUE',
  expiryDate: '2026-12-12',
  effectiveExpiry: '2026-12-12',
  daysToExpiry: 21,
  matches: true,
  ...overrides,
});

describe('matrix cell colouring', () => {
  const light = createAppTheme('light');
  const dark = createAppTheme('dark');

  it('gives every state its own colour, expired in the error red and valid in the success green', () => {
    const colours = (['VALID', 'WINDOW_OPEN', 'DUE', 'EXTENDED', 'EXPIRED', 'SUPERSEDED'] as const).map((s) =>
      stateColour(light, s),
    );
    expect(new Set(colours).size).toBe(6);
    expect(stateColour(light, 'EXPIRED')).toBe(light.palette.error.main);
    expect(stateColour(light, 'VALID')).toBe(light.palette.success.main);
    expect(stateColour(dark, 'EXPIRED')).toBe(dark.palette.error.main);
    expect(CERTIFICATE_STATE_TONES.DUE).toBe('warning');
  });

  it('tints the cell with the state colour, stronger in the dark theme', () => {
    const due = cell();
    expect(matrixCellStyle(light, 'Safety Radio', due).bgcolor).toBe(alpha(light.palette.warning.main, 0.16));
    expect(matrixCellStyle(dark, 'Safety Radio', due).bgcolor).toBe(alpha(dark.palette.warning.main, 0.32));
    const expired = matrixCellStyle(light, 'MLC', cell({ state: 'EXPIRED', daysToExpiry: -12 }));
    expect(expired.bgcolor).toBe(alpha(light.palette.error.main, 0.16));
    expect(expired.label).toBe('MLC: Expired, DNV-21-SR-04211, 2026/12/12 (expired 12 days ago)');
  });

  it('shows the effective expiry in the cell and dims cells outside the expiry filter', () => {
    const extended = matrixCellStyle(
      light,
      'Load Line',
      cell({ state: 'EXTENDED', effectiveExpiry: '2027-02-20' }),
    );
    expect(extended.text).toBe('2027/02/20');
    expect(matrixCellStyle(light, 'IOPP', cell({ matches: false })).opacity).toBe(0.35);
    expect(matrixCellStyle(light, 'IOPP', cell()).opacity).toBe(1);
    expect(
      matrixCellStyle(
        light,
        'IEE',
        cell({ state: 'VALID', effectiveExpiry: null, expiryDate: null, daysToExpiry: null }),
      ).text,
    ).toBe('No expiry');
  });

  it('leaves a type the ship holds no certificate of neutral', () => {
    const none = matrixCellStyle(dark, 'ISPP', undefined);
    expect(none).toMatchObject({ bgcolor: 'transparent', text: '—', label: 'ISPP: no certificate' });
  });

  it('words the days to expiry', () => {
    expect(daysText(21)).toBe('21 days left');
    expect(daysText(1)).toBe('1 day left');
    expect(daysText(0)).toBe('expires today');
    expect(daysText(-1)).toBe('expired 1 day ago');
    expect(daysText(null)).toBe('');
  });
});
