import { z } from 'zod';
import { pageSchema, uuidSchema } from '../common/page.schema';
import { FUEL_TYPES, fuelTypeSchema } from './emissions';
import { noonReportListQuerySchema, noonReportSchema } from './noon-report.schema';

/**
 * The noon report table's list contract on top of `noon-report.schema.ts`: a voyage filter, keyset
 * cursors for deep pages, CO₂ per fuel type on every row, and the export of the visible page.
 */

/** Special cursor value asking for the last page (the DataGrid's "last page" button). */
export const NOON_REPORT_LAST_PAGE_CURSOR = 'last';

/**
 * Query of `GET /api/v1/noon-reports/` and of its Excel export. Paging is by `offset`/`limit` for near
 * pages and by `cursor` (from a previous answer's `page.nextCursor`/`prevCursor`, or `last`) for any
 * depth: with a cursor the server seeks through an index and `offset` only labels the page.
 */
export const noonReportTableQuerySchema = noonReportListQuerySchema.safeExtend({
  voyage: z
    .string()
    .trim()
    .min(1, 'voyage must not be empty')
    .max(40, 'voyage must be at most 40 characters')
    .optional(),
  cursor: z
    .string()
    .max(400, 'cursor is not a cursor of this list')
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not a cursor of this list')
    .optional(),
});
/** Noon report table query. */
export type NoonReportTableQuery = z.infer<typeof noonReportTableQuerySchema>;

/** CO₂ tonnes per fuel type (3 decimals). */
export const co2ByFuelSchema = z.partialRecord(fuelTypeSchema, z.number());

/** A noon report as the table shows it: the report, its CO₂ total and per fuel type, and its flags. */
export const noonReportRowSchema = noonReportSchema.extend({
  co2ByFuel: co2ByFuelSchema,
});
/** A noon report row. */
export type NoonReportRow = z.infer<typeof noonReportRowSchema>;

/** `{ data: report }`: answer of reading, creating and updating one report. */
export const noonReportResponseSchema = z.object({ data: noonReportRowSchema });

/** The page block of the table: the usual one plus the cursors of the neighbouring pages. */
export const noonReportPageSchema = pageSchema.extend({
  /** Cursor of the page after this one, null on the last page. */
  nextCursor: z.string().nullable(),
  /** Cursor of the page before this one, null on the first page. */
  prevCursor: z.string().nullable(),
});
/** The page block of the table. */
export type NoonReportPage = z.infer<typeof noonReportPageSchema>;

/** `{ data: rows, page }`: answer of `GET /api/v1/noon-reports/`. */
export const noonReportTableResponseSchema = z.object({
  data: z.array(noonReportRowSchema),
  page: noonReportPageSchema,
});
/** Answer of the noon report table. */
export type NoonReportTableResponse = z.infer<typeof noonReportTableResponseSchema>;

/** Query of `DELETE /api/v1/noon-reports/:id`: the version read (optimistic lock). */
export const deleteNoonReportQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be a positive whole number' })
    .int('version must be a positive whole number')
    .min(1, 'version must be a positive whole number'),
});

/** Path parameter of one report. */
export const noonReportParamsSchema = z.object({ id: uuidSchema });

/** The fuel types in the order the table and the export show them. */
export const NOON_REPORT_FUEL_ORDER = FUEL_TYPES;
