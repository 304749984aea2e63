import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The generation of the data the ISM manual's search reads (docs/dms.md "Search answer cache"): one row
 * (id 1) whose `value` goes up by one in every transaction that writes `dms_revisions`, `dms_documents`
 * or `ships` — deferred row triggers of migration 0065 bump it at commit, once per transaction — so two
 * snapshots that read the same value saw the same search data. The search's answer cache
 * (`search-cache.ts`) keeps each answer with the value read in the search statement's own snapshot.
 */
export const dmsSearchGeneration = pgTable(
  'dms_search_generation',
  {
    id: integer('id').primaryKey(),
    value: bigint('value', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('dms_search_generation_one_row', sql`${t.id} = 1`)],
);
