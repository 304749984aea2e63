import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmsSearchHit } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, shipsByName } from '../../test/fixtures';
import { DMS_SEARCH_CANDIDATES } from './document/search.service';

/*
 * The search ranks only the first DMS_SEARCH_CANDIDATES matches the user may read (docs/dms.md "Search").
 * More than that many matches the master may not read (another ship's documents) are stored before his
 * ship's: the read rule must sit inside the capped candidates, or his page comes back empty.
 */

const N = DMS_SEARCH_CANDIDATES;
type SearchAnswer = {
  data: DmsSearchHit[];
  page: { total: number; offset: number; limit: number; totalCapped?: boolean };
};

let t: TestApp;
let office: TestSession;
let master: TestSession;
let mastersDocuments: Set<string>;
let wombatDocument: string;

/** `count` documents with one effective revision each, stored in one statement (after earlier ones). */
async function insertDocuments(
  prefix: string,
  count: number,
  distribution: { allShips: boolean; shipId: string },
  text: (i: number) => string,
): Promise<string[]> {
  const chapter = await t.db.execute<{ id: string }>(
    sql`INSERT INTO dms_chapters (number, title) VALUES (${prefix}, 'Search cap test') RETURNING id`,
  );
  const docs = await t.db.execute<{ id: string; n: number }>(sql`
    INSERT INTO dms_documents (number, title, chapter_id, all_ships, ship_ids)
    SELECT ${prefix} || '-' || lpad(g::text, 4, '0'), 'Cap test procedure ' || g, ${chapter.rows[0]!.id}::uuid,
      ${distribution.allShips}, CASE WHEN ${distribution.allShips} THEN '{}'::uuid[] ELSE ARRAY[${distribution.shipId}::uuid] END
    FROM generate_series(1, ${count}::int) g
    RETURNING id, substring(number FROM '[0-9]+$')::int AS n`);
  const ordered = [...docs.rows].sort((a, b) => a.n - b.n);
  const values = ordered.map(
    (d) =>
      sql`(${d.id}::uuid, '1', 'EFFECTIVE', 'cap.pdf', 'application/pdf', 1, repeat('0', 64), 'cap/cap.pdf', ${`${prefix} procedure`}, ${text(d.n)})`,
  );
  await t.db.execute(sql`
    INSERT INTO dms_revisions (document_id, revision, state, file_name, content_type, size, sha256, storage_key, doc_title, extracted_text)
    VALUES ${sql.join(values, sql`, `)}`);
  return ordered.map((d) => d.id);
}

beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  const dorado = (await shipsByName(t)).byName('Keel Dorado').id;
  // Stored first: more than N documents of another ship (the master's is Keel Aurora) that mention both words.
  await insertDocuments(
    'CAPX',
    N + 20,
    { allShips: false, shipId: dorado },
    () => 'The kelpie and wombat inspection.',
  );
  // Then more than N documents every ship receives; only the first mentions the wombat.
  const mine = await insertDocuments('CAPM', N + 5, { allShips: true, shipId: dorado }, (i) =>
    i === 1 ? 'The kelpie and wombat inspection.' : 'The kelpie inspection.',
  );
  mastersDocuments = new Set(mine);
  wombatDocument = mine[0]!;
});
afterAll(() => t?.close());

const search = async (session: TestSession, query: string) =>
  (await session.get(`/dms/search?${query}`)).json() as SearchAnswer;

describe('search over a capped candidate set', () => {
  it("a master finds his ship's documents although more than N matches of another ship come first", async () => {
    const wombat = await search(master, 'q=wombat');
    expect(wombat.data.map((h) => h.documentId)).toEqual([wombatDocument]);
    expect(wombat.page).toMatchObject({ total: 1, totalCapped: false });

    const kelpie = await search(master, 'q=kelpie&limit=25');
    expect(kelpie.data).toHaveLength(25);
    expect(kelpie.data.every((h) => mastersDocuments.has(h.documentId))).toBe(true);
    // He may read N + 5 of them (plus any demo document that mentions the word): more than N, said so.
    expect(kelpie.page).toMatchObject({ total: N, totalCapped: true });
  });

  it('the office sees the count capped at N, pages end at N and every hit has its headline', async () => {
    const first = await search(office, 'q=wombat&limit=25');
    expect(first.page).toMatchObject({ total: N, totalCapped: true });
    expect(first.data).toHaveLength(25);
    expect(first.data[0]!.headline).toContain('\u0002wombat\u0003');

    const last = await search(office, `q=wombat&limit=25&offset=${N - 5}`);
    expect(last.data).toHaveLength(5);
    const past = await search(office, `q=wombat&limit=25&offset=${N}`);
    expect(past.data).toHaveLength(0);
    expect(past.page).toMatchObject({ total: N, totalCapped: true, offset: N });

    const none = await search(office, 'q=nonexistentwordxyz');
    expect(none.page).toMatchObject({ total: 0, totalCapped: false });
  });

  it('pages of a capped search do not overlap: the candidates are the same on every page', async () => {
    const seen = new Set<string>();
    for (let offset = 0; offset < N; offset += 100) {
      const page = await search(office, `q=kelpie&limit=100&offset=${offset}`);
      expect(page.data).toHaveLength(100);
      for (const hit of page.data) seen.add(hit.revisionId);
    }
    expect(seen.size).toBe(N);
  });
});
