import { z } from 'zod';

/**
 * Query of a `DELETE` of an editable record: `?version=` carries the version read, so a delete of a
 * record someone changed meanwhile is a 409 like a stale update.
 */
export const deleteVersionQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be a positive whole number' })
    .int('version must be a positive whole number')
    .min(1, 'version must be a positive whole number'),
});
/** A delete's version query. */
export type DeleteVersionQuery = z.infer<typeof deleteVersionQuerySchema>;
