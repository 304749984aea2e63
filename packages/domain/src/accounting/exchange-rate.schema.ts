import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope } from '../common/page.schema';
import { EXCHANGE_RATE_TYPES } from '../money/exchange';
import { exchangeRateSchema } from '../money/money.schema';

/** Sortable fields of the exchange-rate list. */
export const EXCHANGE_RATE_SORT_FIELDS = ['date', 'fromCurrency', 'toCurrency', 'rate', 'type'] as const;

/** Query of `GET /accounting/exchange-rates`: paging, pair, type and a date range. */
export const exchangeRateListQuerySchema = listQuerySchema.extend({
  from: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'from must be a currency code such as EUR')
    .optional(),
  to: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'to must be a currency code such as USD')
    .optional(),
  type: z.enum(EXCHANGE_RATE_TYPES, `type must be one of ${EXCHANGE_RATE_TYPES.join(', ')}`).optional(),
  dateFrom: z.iso.date('dateFrom must be a date (YYYY-MM-DD)').optional(),
  dateTo: z.iso.date('dateTo must be a date (YYYY-MM-DD)').optional(),
});
/** A parsed exchange-rate list query. */
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuerySchema>;

/** Body of `POST /accounting/exchange-rates`: a new dated rate (a used rate is never changed, only superseded). */
export const createExchangeRateSchema = exchangeRateSchema;
/** A new rate as sent. */
export type CreateExchangeRate = z.output<typeof createExchangeRateSchema>;

/** A stored rate. */
export const exchangeRateViewSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  rate: z.string(),
  date: z.string(),
  source: z.string(),
  type: z.enum(EXCHANGE_RATE_TYPES),
  createdAt: z.string(),
  version: z.number().int(),
});
/** A stored rate. */
export type ExchangeRateView = z.infer<typeof exchangeRateViewSchema>;
/** The list answer. */
export const exchangeRateListResponseSchema = pagedEnvelope(exchangeRateViewSchema);
/** The create answer. */
export const exchangeRateResponseSchema = envelope(exchangeRateViewSchema);
