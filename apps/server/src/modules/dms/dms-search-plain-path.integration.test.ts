import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmsSearchHit } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO } from '../../test/fixtures';

/*
 * The search's stored vectors prove themselves (docs/dms.md "Search"): `tsv` (kept in the row, STORAGE MAIN,
 * migration 0064) decides what matches and `rank_tsv` (kept in the row, migration 0059) the order. Here every
 * answer of `GET /dms/search` equals a plain statement that stores nothing: the vectors computed afresh from
 * the title and the text, the read rule written out, every match ranked and sorted.
 */

let t: TestApp;
let office: TestSession;
let master: TestSession;

const WORDS =
  'ballast water tank pump valve sounding pipe fire drill muster station lifeboat davit crew master officer watch report record'.split(
    ' ',
  );
const SYLLABLES = ['ka', 'lo', 'mi', 'ner', 'tu', 'va', 'sel', 'dor'];

/**
 * About `chars` characters of deterministic prose: a third of the words from WORDS, the rest made of three
 * syllables (512 of them), so the match vector of 2,000 characters is ~2.8 kB and does not compress.
 */
function prose(seed: number, chars: number): string {
  let s = seed;
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const word =
      s % 3 === 0
        ? WORDS[(s >>> 8) % WORDS.length]!
        : SYLLABLES[(s >>> 4) % 8]! + SYLLABLES[(s >>> 8) % 8]! + SYLLABLES[(s >>> 12) % 8]!;
    out.push(word);
    length += word.length + 1;
  }
  return out.join(' ');
}

/** A document with one effective revision, for every ship or for none. */
async function insertDocument(number: string, title: string, text: string, allShips: boolean) {
  const chapter = await t.db.execute<{ id: string }>(
    sql`INSERT INTO dms_chapters (number, title) VALUES (${`${number}-C`}, 'Plain path') RETURNING id`,
  );
  const doc = await t.db.execute<{ id: string }>(sql`
    INSERT INTO dms_documents (number, title, chapter_id, all_ships)
    VALUES (${number}, ${title}, ${chapter.rows[0]!.id}::uuid, ${allShips}) RETURNING id`);
  await t.db.execute(sql`
    INSERT INTO dms_revisions (document_id, revision, state, file_name, content_type, size, sha256, storage_key, doc_title, extracted_text)
    VALUES (${doc.rows[0]!.id}::uuid, '1', 'EFFECTIVE', 'p.pdf', 'application/pdf', 1, repeat('0', 64), 'p/p.pdf',
      ${`${number} ${title}`}, ${text})`);
}

/** What Keel answers: every hit (revision and rank) in order. */
async function keel(session: TestSession, q: string): Promise<{ id: string; rank: number }[]> {
  const response = await session.get(`/dms/search?q=${encodeURIComponent(q)}&limit=100`);
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { data: DmsSearchHit[]; page: { total: number; totalCapped: boolean } };
  expect(answer.page.totalCapped).toBe(false);
  return answer.data.map((hit) => ({ id: hit.revisionId, rank: hit.rank }));
}

/**
 * The plain path: nothing stored. The office reads the current revisions; a master (`ships`) the effective
 * revisions of documents that reach one of his ships.
 */
async function plain(q: string, ships: string[] | null): Promise<{ id: string; rank: number }[]> {
  const full = sql`setweight(to_tsvector('english', r.doc_title), 'A') || setweight(to_tsvector('english', r.extracted_text), 'B')`;
  const prefix = sql`setweight(to_tsvector('english', r.doc_title), 'A') || setweight(to_tsvector('english', left(r.extracted_text, 1000)), 'B')`;
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const readable =
    ships === null
      ? sql`r.state IN ('DRAFT', 'IN_REVIEW', 'APPROVED', 'EFFECTIVE')`
      : sql`r.state = 'EFFECTIVE' AND (d.all_ships OR EXISTS (SELECT 1 FROM ships s
          WHERE s.id::text IN (${sql.join(
            ships.map((id) => sql`${id}`),
            sql`, `,
          )}) AND (s.id = ANY(d.ship_ids) OR s.family = ANY(d.ship_families))))`;
  const rows = await t.db.execute<{ id: string; rank: number }>(sql`
    SELECT r.id, ts_rank(${prefix}, ${query}) AS rank
    FROM dms_revisions r JOIN dms_documents d ON d.id = r.document_id
    WHERE ${full} @@ ${query} AND ${readable}
    ORDER BY 2 DESC, r.id`);
  return rows.rows.map((r) => ({ id: r.id, rank: Number(r.rank) }));
}

beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  // Procedure-sized texts (~2,000 characters: a vector of more than 2 kB, which TOAST took out of the row
  // before migration 0064), for every ship and for no ship; a manual-sized one; the phrase's words apart.
  for (let i = 0; i < 12; i++)
    await insertDocument(`PP-${i}`, `Plain path procedure ${i}`, prose(i + 1, 2_000), i % 3 !== 0);
  await insertDocument('PP-LONG', 'Plain path manual', `${prose(99, 40_000)} quokka ballast`, true);
  await insertDocument('PP-APART', 'Ballast arrangement', 'The water is not in the ballast here.', true);
});
afterAll(() => t?.close());

describe('search: the stored vectors answer what the plain path answers', () => {
  const queries = [
    '"ballast water"',
    'ballast',
    'fire drill',
    '"fire drill" -davit',
    'quokka',
    'sounding or muster',
  ];

  it('keeps a procedure-sized match vector in the row (STORAGE MAIN), so a phrase recheck reads no TOAST', async () => {
    const storage = await t.db.execute<{ storage: string }>(sql`
      SELECT a.attstorage::text AS storage FROM pg_attribute a
      WHERE a.attrelid = 'dms_revisions'::regclass AND a.attname = 'tsv'`);
    expect(storage.rows[0]!.storage).toBe('m');
    // Where the row's vector is stored: pg_column_toast_chunk_id is PostgreSQL 17's (PGlite); on older
    // servers the storage setting above is what is checked.
    const version = await t.db.execute<{ v: number }>(
      sql`SELECT current_setting('server_version_num')::int AS v`,
    );
    if (Number(version.rows[0]!.v) < 170000) return;
    const rows = await t.db.execute<{ size: number; external: boolean }>(sql`
      SELECT pg_column_size(r.tsv) AS size, pg_column_toast_chunk_id(r.tsv) IS NOT NULL AS external
      FROM dms_revisions r JOIN dms_documents d ON d.id = r.document_id
      WHERE d.number LIKE 'PP-%' AND d.number NOT IN ('PP-LONG', 'PP-APART')`);
    expect(rows.rows).toHaveLength(12);
    for (const row of rows.rows) {
      // More than TOAST's 2 kB threshold by itself: stored EXTENDED, it went out of the row.
      expect(Number(row.size)).toBeGreaterThan(2_100);
      expect(row.external).toBe(false);
    }
  });

  it('finds and ranks for the office exactly as the plain path', async () => {
    for (const q of queries) {
      const expected = await plain(q, null);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(await keel(office, q), q).toEqual(expected);
    }
  });

  it("finds and ranks for a master (his ship's effective revisions) exactly as the plain path", async () => {
    const ships = await t.db.execute<{ ship_id: string }>(sql`
      SELECT DISTINCT ur.ship_id::text AS ship_id FROM user_roles ur JOIN users u ON u.id = ur.user_id
      WHERE u.email = ${DEMO.master} AND ur.ship_id IS NOT NULL`);
    const shipIds = ships.rows.map((r) => r.ship_id);
    expect(shipIds.length).toBeGreaterThan(0);
    for (const q of queries) {
      const expected = await plain(q, shipIds);
      expect(await keel(master, q), q).toEqual(expected);
    }
    // Documents for no ship are the office's only: the plain path for the master is narrower.
    expect((await plain('ballast', shipIds)).length).toBeLessThan((await plain('ballast', null)).length);
  });
});
