import { z } from 'zod';

/** Largest page a list endpoint returns. */
export const MAX_PAGE_LIMIT = 200;

/** Query of a paged list: offset/limit paging, free-text search and a sort of `field` or `-field`. */
export const listQuerySchema = z.object({
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(25),
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9_]*$/, 'sort must be a field name, optionally prefixed with -')
    .optional(),
});
/** A parsed list query. */
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The page block of a list answer (ARCHITECTURE rule 7). */
export const pageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /**
   * True when the count stopped at a cap: there are more than `total` records (shown "10,000+"). Lists
   * over very large tables count exactly only up to the cap (docs/lists.md "Capped totals").
   */
  totalCapped: z.boolean().optional(),
});
/** The page block of a list answer. */
export type Page = z.infer<typeof pageSchema>;

/** Wraps a schema in the `{ data }` envelope of every JSON answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** The envelope of a paged list: `{ data: [...], page: { total, offset, limit } }`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), page: pageSchema });
}

/** The error body of every failed `/api/v1` request. */
export const errorSchema = z.object({
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
/** The error body of every failed request. */
export type ApiError = z.infer<typeof errorSchema>;

/** Splits a sort parameter into field and direction. */
export function parseSort<F extends string>(
  sort: string | undefined,
  allowed: readonly F[],
  fallback: F,
): { field: F; desc: boolean } {
  if (!sort) return { field: fallback, desc: false };
  const desc = sort.startsWith('-');
  const name = (desc ? sort.slice(1) : sort) as F;
  return allowed.includes(name) ? { field: name, desc } : { field: fallback, desc: false };
}

/** A uuid path parameter. */
export const uuidSchema = z.uuid('must be a valid id');

/** The optimistic-lock field every update carries (ARCHITECTURE rule 9). */
export const versionSchema = z.number().int().min(1, 'version must be a positive whole number');
