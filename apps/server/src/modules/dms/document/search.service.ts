import { sql, type SQL } from 'drizzle-orm';
import {
  DMS_SEARCH_COUNT_CAP,
  type DmsSearchHit,
  type DmsSearchQuery,
  type ObsoleteRow,
  type Page,
  type RevisionState,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { DMS_ISM, DMS_OBSOLETE, dmsReaderShips } from '../dms-access';
import { forbidden } from '../../../lib/http-error';
import { distributedToAny } from './document.repo';
import { boundedHeadline } from './search-headline';
import {
  answerBytes,
  deepFreeze,
  statementKey,
  type AnswerCache,
  type CachedSearchAnswer,
} from './search-cache';

/**
 * Most matches a search ranks (docs/dms.md "Search"): the first this many matches the GIN index gives
 * (within what the user may read) are ranked with `ts_rank`; past it the page says `totalCapped` and
 * the order is the best among these candidates, not among every match. It keeps a common word cheap.
 */
export const DMS_SEARCH_CANDIDATES = DMS_SEARCH_COUNT_CAP;

/**
 * SQL: the CTE `candidates` (id, rank) — at most DMS_SEARCH_CANDIDATES + 1 matches of `tsquery` that
 * `scope` lets the user read, in the order the index gives them, each with its `ts_rank`. The read rule
 * is inside the capped sub-select, so rows the user may not read never take a candidate's place.
 * Matching uses `tsv` (every word, GIN index; kept in the row, STORAGE MAIN, migration 0064, so a phrase's
 * recheck of each row holding its words reads no TOAST); ranking uses `rank_tsv` (number and title, weight A, and
 * the first 1,000 characters of the text, weight B; migration 0059): small and stored in the row
 * (STORAGE MAIN), so ranking reads no TOAST page. See docs/dms.md "Search".
 */
function candidatesCte(tsquery: SQL, scope: { join: SQL; where: SQL }): SQL {
  return sql`candidates AS MATERIALIZED (
        SELECT r.id, ts_rank(r.rank_tsv, ${tsquery}) AS rank FROM dms_revisions r ${scope.join}
        WHERE r.tsv @@ ${tsquery} AND ${scope.where}
        LIMIT ${DMS_SEARCH_CANDIDATES + 1}
      )`;
}

/** A row of the search statement: the generation row, with the page's hit on it when there is one. */
type SearchRow = {
  generation: string;
  counted: number;
  id: string | null;
  document_id: string;
  number: string;
  title: string;
  revision: string;
  state: string;
  rank: number;
  headline: string;
};

/**
 * SQL: the one search statement (see `searchDocuments`) for a reader limited to `ships` (null: an
 * office DMS user). Its first row always comes, even on an empty page: it carries the count and the
 * search data's generation (`dms_search_generation`) read in the statement's own snapshot.
 */
function searchStatement(ships: readonly string[] | null, query: DmsSearchQuery): SQL {
  const scope =
    ships !== null
      ? {
          join: sql`JOIN dms_documents d ON d.id = r.document_id`,
          where: sql`r.state = 'EFFECTIVE' AND ${distributedToAny(ships)}`,
        }
      : {
          join: sql``,
          where:
            query.scope === 'all'
              ? sql`TRUE`
              : sql`r.state IN ('DRAFT', 'IN_REVIEW', 'APPROVED', 'EFFECTIVE')`,
        };
  const tsquery = sql`websearch_to_tsquery('english', ${query.q})`;
  return sql`
      WITH ${candidatesCte(tsquery, scope)},
      hits AS (
        SELECT c.id, c.rank
        FROM (SELECT id, rank FROM candidates LIMIT ${DMS_SEARCH_CANDIDATES}) c
        ORDER BY c.rank DESC, c.id
        LIMIT ${query.limit} OFFSET ${query.offset}
      )
      SELECT g.generation, (SELECT count(*)::int FROM candidates) AS counted,
        h.id, r.document_id, d.number, d.title, r.revision, r.state, h.rank,
        ${boundedHeadline(sql`(r.doc_title || E'\n' || r.extracted_text)`, tsquery)} AS headline
      FROM (SELECT value::text AS generation FROM dms_search_generation WHERE id = 1) g
      LEFT JOIN (hits h JOIN dms_revisions r ON r.id = h.id JOIN dms_documents d ON d.id = r.document_id) ON TRUE
      ORDER BY h.rank DESC, h.id`;
}

/** Runs the search statement: the answer and the generation of the data it read. */
async function runSearch(
  db: DbOrTx,
  statement: SQL,
  query: DmsSearchQuery,
): Promise<{ answer: { data: DmsSearchHit[]; page: Page }; generation: bigint }> {
  const rows = (await db.execute<SearchRow>(statement)).rows;
  const first = rows[0];
  if (!first) throw new Error('dms_search_generation has no row (migration 0065)');
  const counted = first.counted;
  const data = rows
    .filter((r): r is SearchRow & { id: string } => r.id !== null)
    .map((r) => ({
      documentId: r.document_id,
      revisionId: r.id,
      number: r.number,
      title: r.title,
      revision: r.revision,
      state: r.state as RevisionState,
      rank: Number(r.rank),
      headline: r.headline,
    }));
  return {
    answer: {
      data,
      page: {
        total: Math.min(counted, DMS_SEARCH_CANDIDATES),
        offset: query.offset,
        limit: query.limit,
        totalCapped: counted > DMS_SEARCH_CANDIDATES,
      },
    },
    generation: BigInt(first.generation),
  };
}

/** The search data's current generation (one tiny statement; docs/dms.md "Search answer cache"). */
async function readSearchGeneration(db: DbOrTx): Promise<bigint> {
  const result = await db.execute<{ generation: string }>(
    sql`SELECT value::text AS generation FROM dms_search_generation WHERE id = 1`,
  );
  return BigInt(result.rows[0]?.generation ?? -1);
}

/**
 * The full-text search of the ISM manual (docs/dms.md "Search"): PostgreSQL FTS over the generated
 * `tsv` column (document number + title weight A, extracted text weight B, GIN index), the query read
 * by `websearch_to_tsquery` (words, "phrases", -exclusions, or). The first DMS_SEARCH_CANDIDATES
 * matches the user may read are ranked by `ts_rank` over their small ranking vector `rank_tsv` and paged; `ts_headline` runs for the page's rows
 * only, over a bounded window of each text (`boundedHeadline`); the total is the candidates' count
 * (`totalCapped` past the cap). Office DMS users search the current revisions (DRAFT…EFFECTIVE,
 * partial GIN index `dms_revisions_tsv_current_idx`) or, with `scope=all`, every revision; a ship
 * reader only the effective revisions distributed to his ships.
 * One statement: the candidates, their count, the ranked page and its headlines.
 *
 * With `cache` (the route passes its database's, never a transaction's: docs/dms.md "Search answer
 * cache") an answer is kept under the statement's SQL text and parameters with the generation read in
 * the statement's own snapshot, and served again only while the database's generation is still that
 * one: when an answer is held for the key, the generation is read first (one tiny statement) and a
 * match answers from memory; else the search runs and its answer is stored.
 */
export async function searchDocuments(
  db: DbOrTx,
  actor: Actor,
  query: DmsSearchQuery,
  cache?: AnswerCache<CachedSearchAnswer>,
): Promise<{ data: DmsSearchHit[]; page: Page }> {
  assertSidebar(actor, [DMS_ISM]);
  const statement = searchStatement(dmsReaderShips(actor), query);
  if (!cache) return (await runSearch(db, statement, query)).answer;
  const key = statementKey(statement);
  if (cache.has(key)) {
    const hit = cache.get(key, await readSearchGeneration(db));
    if (hit) return hit as { data: DmsSearchHit[]; page: Page };
  } else cache.stats.misses += 1;
  const { answer, generation } = await runSearch(db, statement, query);
  cache.set(key, generation, deepFreeze(answer), answerBytes(answer));
  return answer;
}

/**
 * `GET /dms/obsolete`: superseded and withdrawn revisions, newest withdrawal first, filtered by number,
 * title or text. Office DMS users with DMS.obsolete only: ships never see them listed.
 */
export async function listObsolete(
  db: DbOrTx,
  actor: Actor,
  query: { q?: string | undefined; offset: number; limit: number },
): Promise<{ data: ObsoleteRow[]; page: Page }> {
  assertSidebar(actor, [DMS_OBSOLETE]);
  if (dmsReaderShips(actor) !== null) throw forbidden('Obsolete documents are for the office only');
  const filter = query.q
    ? sql`AND (d.number ILIKE ${containsPattern(query.q)} OR d.title ILIKE ${containsPattern(query.q)}
        OR r.revision ILIKE ${containsPattern(query.q)} OR r.tsv @@ websearch_to_tsquery('english', ${query.q}))`
    : sql``;
  const [rows, total] = await Promise.all([
    db.execute<{
      document_id: string;
      revision_id: string;
      number: string;
      title: string;
      revision: string;
      state: string;
      effective_date: string | null;
      withdrawn_at: Date | string | null;
      file_name: string;
      content_type: string;
      size: number;
      sha256: string;
    }>(sql`
      SELECT d.id AS document_id, r.id AS revision_id, d.number, d.title, r.revision, r.state,
        r.effective_date::text AS effective_date, r.withdrawn_at, r.file_name, r.content_type, r.size, r.sha256
      FROM dms_revisions r JOIN dms_documents d ON d.id = r.document_id
      WHERE r.state IN ('SUPERSEDED', 'OBSOLETE') ${filter}
      ORDER BY r.withdrawn_at DESC NULLS LAST, d.number, r.id
      LIMIT ${query.limit} OFFSET ${query.offset}`),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM dms_revisions r JOIN dms_documents d ON d.id = r.document_id
      WHERE r.state IN ('SUPERSEDED', 'OBSOLETE') ${filter}`),
  ]);
  return {
    data: rows.rows.map((r) => ({
      documentId: r.document_id,
      revisionId: r.revision_id,
      number: r.number,
      title: r.title,
      revision: r.revision,
      state: r.state as RevisionState,
      effectiveDate: r.effective_date,
      withdrawnAt: r.withdrawn_at === null ? null : new Date(r.withdrawn_at).toISOString(),
      fileName: r.file_name,
      contentType: r.content_type,
      size: Number(r.size),
      sha256: r.sha256,
    })),
    page: { total: total.rows[0]?.n ?? 0, offset: query.offset, limit: query.limit },
  };
}
