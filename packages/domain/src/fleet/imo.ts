import { z } from 'zod';

/**
 * Ship identifiers: the IMO ship identification number (SOLAS XI-1/3, resolution A.1117(30)) and the
 * MMSI (ITU-R M.585).
 */

const IMO_PATTERN = /^(?:IMO\s?)?(\d{7})$/i;

/**
 * The seven digits of an IMO number written with or without the `IMO ` prefix, or null when the text
 * is not seven digits (the check digit is not tested here; see {@link isValidImo}).
 */
export function imoDigits(value: string): string | null {
  return IMO_PATTERN.exec(value.trim())?.[1] ?? null;
}

/**
 * Check digit of the first six digits of an IMO number: digits 1–6 weighted 7, 6, 5, 4, 3, 2, the
 * sum's last digit. IMO 9074729: 9·7 + 0·6 + 7·5 + 4·4 + 7·3 + 2·2 = 139 → 9.
 */
export function imoCheckDigit(firstSix: string): number {
  if (!/^\d{6}$/.test(firstSix)) throw new RangeError('an IMO check digit needs exactly six digits');
  let sum = 0;
  for (let i = 0; i < 6; i += 1) sum += Number(firstSix[i]) * (7 - i);
  return sum % 10;
}

/** Whether `value` is an IMO number: 7 digits (optional `IMO ` prefix) whose last is the check digit. */
export function isValidImo(value: string): boolean {
  const digits = imoDigits(value);
  return digits !== null && imoCheckDigit(digits.slice(0, 6)) === Number(digits[6]);
}

/** Whether `value` is an MMSI of a ship station: exactly 9 digits, the first 2–7 (ITU-R M.585). */
export function isValidMmsi(value: string): boolean {
  return /^[2-7]\d{8}$/.test(value.trim());
}

/**
 * The Maritime Identification Digits (MID, the flag's 3-digit code) of a ship-station MMSI: its first
 * three digits, e.g. 636 (Liberia) of 636012345. Null when `value` is not a ship-station MMSI.
 */
export function mmsiMid(value: string): string | null {
  const mmsi = value.trim();
  return isValidMmsi(mmsi) ? mmsi.slice(0, 3) : null;
}

/** Message of a refused IMO number. */
export const IMO_MESSAGE = 'imo must be 7 digits with a valid check digit';
/** Message of a refused MMSI. */
export const MMSI_MESSAGE = 'mmsi must be 9 digits';

/** An IMO number; accepts `IMO 9074729` or `9074729` and yields the seven digits. */
export const imoSchema = z
  .string({ error: IMO_MESSAGE })
  .trim()
  .refine(isValidImo, { message: IMO_MESSAGE })
  .transform((value) => imoDigits(value) ?? value);

/** An MMSI of a ship station: 9 digits, the first 2–7. One message per refusal. */
export const mmsiSchema = z
  .string({ error: MMSI_MESSAGE })
  .trim()
  .superRefine((value, ctx) => {
    if (!/^\d{9}$/.test(value)) ctx.addIssue({ code: 'custom', message: MMSI_MESSAGE });
    else if (!isValidMmsi(value))
      ctx.addIssue({ code: 'custom', message: 'mmsi must start with 2–7 (a ship station)' });
  });
