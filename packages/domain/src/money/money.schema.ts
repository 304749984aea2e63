import { z } from 'zod';
import { compareDecimal, DECIMAL_PATTERN } from './decimal';
import { EXCHANGE_RATE_TYPES } from './exchange';

/** Options of {@link decimalAmountSchema}. */
export interface DecimalAmountOptions {
  /** Most digits after the point; 4 by default (NUMERIC(…, 4)). */
  maxScale?: number;
  /** Most digits before the point; 14 by default. */
  maxIntegerDigits?: number;
  /** `positive`: > 0; `nonNegative`: ≥ 0 (default); `any`: negative allowed too. */
  sign?: 'positive' | 'nonNegative' | 'any';
  /** Largest value allowed, as a decimal string, e.g. `"100"` for a discount percentage. */
  max?: string;
}

/**
 * A decimal amount carried as a string (money is never a JS number), with messages naming the field:
 * `decimalAmountSchema("unitPrice")` rejects `"12,50"` with "unitPrice must be a decimal number such as
 * 1234.56".
 */
export function decimalAmountSchema(field: string, options: DecimalAmountOptions = {}) {
  const maxScale = options.maxScale ?? 4;
  const maxIntegerDigits = options.maxIntegerDigits ?? 14;
  const sign = options.sign ?? 'nonNegative';
  return z
    .string({ error: `${field} must be a decimal number written as a string, such as "1234.56"` })
    .regex(DECIMAL_PATTERN, `${field} must be a decimal number such as 1234.56`)
    .superRefine((value, ctx) => {
      if (!DECIMAL_PATTERN.test(value)) return;
      const [whole = '', fraction = ''] = value.replace('-', '').split('.');
      if (fraction.length > maxScale)
        ctx.addIssue({
          code: 'custom',
          message: `${field} must have at most ${maxScale} decimal place${maxScale === 1 ? '' : 's'}`,
        });
      if (whole.replace(/^0+(?=\d)/, '').length > maxIntegerDigits)
        ctx.addIssue({
          code: 'custom',
          message: `${field} must have at most ${maxIntegerDigits} digits before the point`,
        });
      if (sign === 'positive' && compareDecimal(value, '0') <= 0)
        ctx.addIssue({ code: 'custom', message: `${field} must be greater than 0` });
      if (sign === 'nonNegative' && compareDecimal(value, '0') < 0)
        ctx.addIssue({ code: 'custom', message: `${field} must not be negative` });
      if (options.max !== undefined && compareDecimal(value, options.max) > 0)
        ctx.addIssue({ code: 'custom', message: `${field} must be at most ${options.max}` });
    });
}

/** ISO 4217 currency code with a message naming the field. */
export function currencyCodeSchema(field = 'currency') {
  return z
    .string({ error: `${field} is required` })
    .regex(/^[A-Z]{3}$/, `${field} must be a three-letter ISO 4217 code such as USD`);
}

/** An amount with its currency, e.g. `{ amount: "1200.00", currency: "USD" }`. */
export const moneySchema = z.object({
  amount: decimalAmountSchema('amount', { sign: 'any' }),
  currency: currencyCodeSchema(),
});

/** A dated exchange rate as stored and sent (DOMAIN "Exchange": rate > 0). */
export const exchangeRateSchema = z
  .object({
    from: currencyCodeSchema('from'),
    to: currencyCodeSchema('to'),
    rate: decimalAmountSchema('rate', { sign: 'positive', maxScale: 10, maxIntegerDigits: 10 }),
    date: z.iso.date('date must be a date (YYYY-MM-DD)'),
    source: z.string().trim().min(1, 'source is required').max(80, 'source must be at most 80 characters'),
    type: z.enum(EXCHANGE_RATE_TYPES, `type must be one of ${EXCHANGE_RATE_TYPES.join(', ')}`),
  })
  .refine((value) => value.from !== value.to, { message: 'to must differ from from', path: ['to'] });
