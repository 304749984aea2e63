import { z } from 'zod';
import { iso4217Schema, isIso4217Code } from '../common/currency-code';
import { listQuerySchema, pagedEnvelope, envelope } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { compareCalendarDates } from '../fleet/calendar-date';
import { currencyExponent } from '../money/currency';
import { isDecimalString } from '../money/decimal';
import { decimalAmountSchema } from '../money/money.schema';
import { FUEL_GRADES } from './fuel-grade';
import { locodeSchema } from './locode';

/** Longest price source text. */
export const BUNKER_PRICE_SOURCE_MAX = 120;

/** Sources a price usually comes from (the field is free text; these are the suggestions). */
export const BUNKER_PRICE_SOURCES = [
  'Supplier quotation',
  'Broker indication',
  'Bunker invoice',
  'Platts assessment',
  'Ship & Bunker average',
] as const;

/** A fuel grade field with a message listing the grades. */
export const fuelGradeSchema = z.enum(FUEL_GRADES, {
  error: `grade must be one of ${FUEL_GRADES.join(', ')}`,
});

/** The price per metric tonne: positive, at most 2 decimals and 10 digits before the point (NUMERIC(12,2)). */
const priceSchema = decimalAmountSchema('price', { sign: 'positive', maxScale: 2, maxIntegerDigits: 10 });

/**
 * Body of `POST /api/v1/bunker-suppliers/:id/prices`: a dated price per metric tonne of one grade at
 * one of the supplier's ports. Prices are never edited: a new price supersedes the older ones from
 * its `validFrom` on, so the history stays. `validUntil` (inclusive) is empty while the price stands
 * until superseded. The price has no more decimals than its currency has (none for JPY).
 */
export const createBunkerPriceSchema = z
  .object({
    portLocode: locodeSchema('portLocode'),
    grade: fuelGradeSchema,
    price: priceSchema,
    currency: iso4217Schema('currency').default('USD'),
    validFrom: calendarDateSchema('validFrom'),
    validUntil: z
      .preprocess((v) => (v === '' ? null : v), calendarDateSchema('validUntil').nullish())
      .transform((v) => v ?? null),
    source: z
      .string({ error: 'source is required' })
      .trim()
      .min(1, 'source is required')
      .max(BUNKER_PRICE_SOURCE_MAX, `source must be at most ${BUNKER_PRICE_SOURCE_MAX} characters`),
  })
  .superRefine((value, ctx) => {
    if (value.validUntil && compareCalendarDates(value.validUntil, value.validFrom) < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'validUntil must not be before validFrom',
      });
    if (!isDecimalString(value.price) || !isIso4217Code(value.currency)) return;
    const decimals = value.price.split('.')[1]?.length ?? 0;
    const exponent = currencyExponent(value.currency);
    if (exponent < 2 && decimals > exponent)
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: `price must have at most ${exponent} decimal place${exponent === 1 ? '' : 's'} in ${value.currency}`,
      });
  });
/** A new price as a form holds it. */
export type CreateBunkerPriceInput = z.input<typeof createBunkerPriceSchema>;
/** A new price after validation. */
export type CreateBunkerPrice = z.output<typeof createBunkerPriceSchema>;

/** A price as the API returns it; `current` marks the price that applies today for its port and grade. */
export const bunkerPriceSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  portLocode: z.string(),
  portName: z.string(),
  grade: fuelGradeSchema,
  price: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  source: z.string(),
  current: z.boolean(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
/** A dated bunker price. */
export type BunkerPrice = z.infer<typeof bunkerPriceSchema>;

/** Sortable fields of a supplier's price history. */
export const BUNKER_PRICE_SORT_FIELDS = ['validFrom', 'portLocode', 'grade', 'price', 'createdAt'] as const;

/** Query of `GET /api/v1/bunker-suppliers/:id/prices`: the history, filtered by port and grade. */
export const bunkerPriceListQuerySchema = listQuerySchema.omit({ q: true }).extend({
  port: locodeSchema('port').optional(),
  grade: fuelGradeSchema.optional(),
});
/** Price history query. */
export type BunkerPriceListQuery = z.infer<typeof bunkerPriceListQuerySchema>;

/** `{ data: price }`. */
export const bunkerPriceResponseSchema = envelope(bunkerPriceSchema);
/** `{ data: prices, page }`. */
export const bunkerPriceListResponseSchema = pagedEnvelope(bunkerPriceSchema);
