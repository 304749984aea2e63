import { z } from 'zod';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { EXCHANGE_RATE_TYPES } from '../money/exchange';
import { currencyCodeSchema, decimalAmountSchema, exchangeRateSchema } from '../money/money.schema';

/** Which rates a list shows: the ones in force, the superseded ones, or both. */
export const EXCHANGE_RATE_STATES = ['current', 'superseded', 'all'] as const;

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
  /** `current` (default): the rates conversions use; `superseded`: the replaced ones; `all`. */
  state: z.enum(EXCHANGE_RATE_STATES, `state must be one of ${EXCHANGE_RATE_STATES.join(', ')}`).optional(),
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
  /** Set when a newer rate of the same pair, date and type replaced this one (it is kept as it was). */
  supersededAt: z.string().nullable(),
  supersededById: z.uuid().nullable(),
  /** The rate this one replaced, and why. */
  supersedesId: z.uuid().nullable(),
  reason: z.string().nullable(),
  version: z.number().int(),
});
/** A stored rate. */
export type ExchangeRateView = z.infer<typeof exchangeRateViewSchema>;
/** The list answer. */
export const exchangeRateListResponseSchema = pagedEnvelope(exchangeRateViewSchema);
/** The create answer. */
export const exchangeRateResponseSchema = envelope(exchangeRateViewSchema);

/**
 * Body of `POST /accounting/exchange-rates/:id/supersede`: the corrected rate for the same pair, date
 * and type. The old row stays unchanged (documents keep the rate they used) and is marked superseded.
 */
export const supersedeExchangeRateSchema = z.object({
  version: versionSchema,
  rate: decimalAmountSchema('rate', { sign: 'positive', maxScale: 10, maxIntegerDigits: 10 }),
  source: z.string().trim().min(1, 'source is required').max(80, 'source must be at most 80 characters'),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason is required: say why the rate is replaced')
    .max(500, 'reason must be at most 500 characters'),
});
/** A supersede request. */
export type SupersedeExchangeRate = z.output<typeof supersedeExchangeRateSchema>;

/**
 * The kinds of document that keep a copy of the rate they converted with: a purchase order, an expense, a
 * vendor bill (into the base currency, or into its POs' currency), a bill payment and an invoice line.
 */
export const RATE_USE_ENTITIES = ['purchase_order', 'expense', 'bill', 'bill_payment', 'invoice'] as const;
/** A kind of document that used a rate. */
export type RateUseEntity = (typeof RATE_USE_ENTITIES)[number];

/** A document that converted with a rate (it keeps its own copy of rate, date and source). */
export const rateUseSchema = z.object({
  entity: z.enum(RATE_USE_ENTITIES),
  /** The record to open: the order, expense, bill (a payment's bill too) or invoice. */
  id: z.uuid(),
  /** What names it: the order's, bill's or invoice's number ("Draft" for a draft), an expense's description. */
  number: z.string(),
  /** The rate as the document stored it (direct or inverted). */
  rate: z.string(),
  /** The document's (or line's) currency. */
  currency: z.string(),
  /** The currency it converted into: the base currency, a bill's PO currency, an invoice's currency. */
  baseCurrency: z.string(),
});
/** A document that used a rate. */
export type RateUse = z.infer<typeof rateUseSchema>;

/** `GET /accounting/exchange-rates/:id`: the rate, every version of its pair/date/type, its users. */
export const exchangeRateDetailSchema = exchangeRateViewSchema.extend({
  /** All rates of the same pair, date and type, oldest first (this one included). */
  history: z.array(exchangeRateViewSchema),
  /** The first 50 of them the reader may open (expenses, bills and invoices of his ships). */
  usedBy: z.array(rateUseSchema),
  /** How many documents used it in all, those the reader may not open included. */
  usedByTotal: z.number().int(),
});
/** A rate with its history and users. */
export type ExchangeRateDetail = z.infer<typeof exchangeRateDetailSchema>;
/** `{ data: detail }`. */
export const exchangeRateDetailResponseSchema = envelope(exchangeRateDetailSchema);

/** Largest CSV an import accepts (characters). */
export const RATE_IMPORT_MAX_CHARS = 2_000_000;

/** Body of `POST /accounting/exchange-rates/import` and `…/import/preview`. */
export const rateImportSchema = z.object({
  csv: z
    .string({ error: 'csv is required' })
    .min(1, 'csv is empty')
    .max(RATE_IMPORT_MAX_CHARS, `csv must be at most ${RATE_IMPORT_MAX_CHARS} characters`),
  /** The currency the file's rates are against (1 base = rate × currency), e.g. EUR for the ECB. */
  base: iso4217Schema('base'),
  type: z.enum(EXCHANGE_RATE_TYPES, `type must be one of ${EXCHANGE_RATE_TYPES.join(', ')}`).default('daily'),
  source: z.string().trim().min(1, 'source is required').max(80, 'source must be at most 80 characters'),
});
/** An import request as sent. */
export type RateImportInput = z.input<typeof rateImportSchema>;
/** An import request. */
export type RateImport = z.output<typeof rateImportSchema>;

/** One line of an import report. */
export const rateImportLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  date: z.string().nullable(),
  currency: z.string().nullable(),
  rate: z.string().nullable(),
  status: z.enum(['accepted', 'refused']),
  message: z.string().nullable(),
});
/** One line of an import report. */
export type RateImportLine = z.infer<typeof rateImportLineSchema>;

/** The answer of a preview or an import: what was (or would be) stored and what was refused, line by line. */
export const rateImportReportSchema = z.object({
  base: z.string(),
  type: z.enum(EXCHANGE_RATE_TYPES),
  source: z.string(),
  /** False for a preview. */
  stored: z.boolean(),
  accepted: z.number().int(),
  refused: z.number().int(),
  /** Every data line in file order. */
  lines: z.array(rateImportLineSchema),
});
/** An import report. */
export type RateImportReport = z.infer<typeof rateImportReportSchema>;
/** `{ data: report }`. */
export const rateImportResponseSchema = envelope(rateImportReportSchema);

/** Query of `GET /accounting/exchange-rates/series`: one pair over a date range. */
export const rateSeriesQuerySchema = z.object({
  from: currencyCodeSchema('from'),
  to: currencyCodeSchema('to'),
  dateFrom: z.iso.date('dateFrom must be a date (YYYY-MM-DD)').optional(),
  dateTo: z.iso.date('dateTo must be a date (YYYY-MM-DD)').optional(),
  type: z.enum(EXCHANGE_RATE_TYPES, `type must be one of ${EXCHANGE_RATE_TYPES.join(', ')}`).default('daily'),
});
/** A series query. */
export type RateSeriesQuery = z.infer<typeof rateSeriesQuerySchema>;

/** One pair's current rates by date: stored direct, or the inverse of the opposite pair. */
export const rateSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  type: z.enum(EXCHANGE_RATE_TYPES),
  points: z.array(z.object({ date: z.string(), rate: z.string(), inverted: z.boolean() })),
});
/** A pair's series. */
export type RateSeries = z.infer<typeof rateSeriesSchema>;
/** `{ data: series }`. */
export const rateSeriesResponseSchema = envelope(rateSeriesSchema);
