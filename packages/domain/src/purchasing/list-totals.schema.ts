import { z } from 'zod';
import { envelope } from '../common/page.schema';

/** An amount of a list's records that could not be converted into the base currency (no rate). */
export const unconvertedTotalSchema = z.object({
  currency: z.string(),
  total: z.string(),
  count: z.number().int(),
});

/**
 * The total of every record a list's filters find (not just the page), in the company's base currency:
 * a decimal string rounded to the currency, the number of records, and what had no exchange rate.
 */
export const listTotalsSchema = z.object({
  currency: z.string(),
  total: z.string(),
  count: z.number().int(),
  /** Amounts stored in another base currency with no rate to today's; left out of `total`. */
  unconverted: z.array(unconvertedTotalSchema),
});
/** The total of a list's filtered records. */
export type ListTotals = z.infer<typeof listTotalsSchema>;

/** Answer of a list's totals endpoint. */
export const listTotalsResponseSchema = envelope(listTotalsSchema);
