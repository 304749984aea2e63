import { z } from 'zod';
import { envelope } from '../common/page.schema';

/** What the global search looks through, in the order its dialog groups the results. */
export const SEARCH_KINDS = [
  'ship',
  'requisition',
  'purchase_order',
  'vendor',
  'certificate',
  'user',
] as const;

/** A kind of record the global search finds. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The heading of each kind's group in the search dialog. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  ship: 'Ships',
  requisition: 'Requisitions',
  purchase_order: 'Purchase orders',
  vendor: 'Vendors',
  certificate: 'Certificates',
  user: 'Users',
};

/** The fewest characters a search term needs. */
export const SEARCH_MIN_LENGTH = 2;
/** The most characters a search term may have. */
export const SEARCH_MAX_LENGTH = 100;

/** Query of `GET /search`: the term and how many results of each kind (default 5). */
export const searchQuerySchema = z.object({
  q: z
    .string('q is required')
    .trim()
    .min(SEARCH_MIN_LENGTH, `q must have at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `q must have at most ${SEARCH_MAX_LENGTH} characters`),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(20, 'limit must be at most 20')
    .default(5),
});
/** A parsed search query. */
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One record found, with the path of the web app that opens it. */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.uuid(),
  /** The record's number or name (`REQ-2026-00042`, `MV Nordic Star`). */
  title: z.string(),
  /** A line of context: title, ship, vendor, state. */
  subtitle: z.string(),
  /** The record's ship, for records that belong to one. */
  shipId: z.uuid().nullable(),
  link: z.string(),
});
/** A search result. */
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The results of one kind (only kinds the user may open are present, empty ones included). */
export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  items: z.array(searchResultSchema),
});
/** A group of search results. */
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** `GET /search` answer: the term searched and a group per kind the user may open. */
export const searchResponseSchema = envelope(z.object({ q: z.string(), groups: z.array(searchGroupSchema) }));
/** The search answer's data. */
export type SearchAnswer = z.infer<typeof searchResponseSchema>['data'];
