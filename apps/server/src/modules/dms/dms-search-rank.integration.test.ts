import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DmsSearchHit } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO } from '../../test/fixtures';

/*
 * Ranking (docs/dms.md "Search"): the matches are found with `tsv` (every word of the text) and ranked
 * with `rank_tsv` (number and title, weight A, and the first 1,000 characters of the text, weight B),
 * a small vector kept in the row (STORAGE MAIN) so that ranking reads no TOAST page.
 */

let t: TestApp;
let office: TestSession;

/** Filler prose of about `chars` characters that holds none of the searched words. */
const filler = (chars: number) =>
  'The officer of the watch keeps a proper lookout and records the weather in the log book. '
    .repeat(Math.ceil(chars / 88))
    .slice(0, chars);

/** A document with one effective revision; returns its number. */
async function insertDocument(number: string, title: string, text: string): Promise<string> {
  const chapter = await t.db.execute<{ id: string }>(
    sql`INSERT INTO dms_chapters (number, title) VALUES (${`${number}-C`}, 'Rank test') RETURNING id`,
  );
  const doc = await t.db.execute<{ id: string }>(sql`
    INSERT INTO dms_documents (number, title, chapter_id, all_ships)
    VALUES (${number}, ${title}, ${chapter.rows[0]!.id}::uuid, true) RETURNING id`);
  await t.db.execute(sql`
    INSERT INTO dms_revisions (document_id, revision, state, file_name, content_type, size, sha256, storage_key, doc_title, extracted_text)
    VALUES (${doc.rows[0]!.id}::uuid, '1', 'EFFECTIVE', 'r.pdf', 'application/pdf', 1, repeat('0', 64), 'r/r.pdf',
      ${`${number} ${title}`}, ${text})`);
  return number;
}

async function order(q: string): Promise<string[]> {
  const answer = (await office.get(`/dms/search?q=${encodeURIComponent(q)}&limit=50`)).json() as {
    data: DmsSearchHit[];
  };
  for (let i = 1; i < answer.data.length; i++)
    expect(answer.data[i - 1]!.rank).toBeGreaterThanOrEqual(answer.data[i]!.rank);
  return answer.data.map((hit) => hit.number);
}

beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  // Stored in an order unlike the expected ranking, so a ranking that does nothing fails.
  await insertDocument(
    'RK-1',
    'Galley hygiene',
    `The galley stores a spare wallaby filter. ${filler(2_000)}`,
  );
  await insertDocument(
    'RK-2',
    'Wallaby winch operation',
    `${filler(600)} Grease the drum before use. ${filler(3_000)}`,
  );
  await insertDocument(
    'RK-3',
    'Deck maintenance',
    `Inspect the wallaby winch. Test the wallaby brake. Log each wallaby test. ${filler(2_000)}`,
  );
  // The word only far into a manual-sized text: found (every word is matched), ranked after the others.
  await insertDocument('RK-4', 'Engine room routines', `${filler(40_000)} The wallaby guard is fitted.`);
  // A phrase: its words together in the title, together in the text, and apart.
  await insertDocument(
    'RK-5',
    'Gangway watch',
    `${filler(300)} Rig the gangway net and the wombat bay lights.`,
  );
  await insertDocument('RK-6', 'Wombat bay procedure', `${filler(1_500)}`);
  await insertDocument('RK-7', 'Mooring', `The wombat is far from the bay. ${filler(1_500)}`);
});
afterAll(() => t?.close());

describe('search ranking', () => {
  it('ranks a title match first, then more mentions early in the text, then a mention far in the text', async () => {
    expect(await order('wallaby')).toEqual(['RK-2', 'RK-3', 'RK-1', 'RK-4']);
  });

  it('ranks a phrase in the title before the phrase in the text, and finds only where the words stand together', async () => {
    expect(await order('"wombat bay"')).toEqual(['RK-6', 'RK-5']);
  });

  it('keeps the ranking vector small and in the row for a manual-sized text', async () => {
    const sizes = await t.db.execute<{ rank_size: number; full_size: number; storage: string }>(sql`
      SELECT pg_column_size(r.rank_tsv) AS rank_size, octet_length(r.tsv::text) AS full_size,
        (SELECT a.attstorage::text FROM pg_attribute a
          WHERE a.attrelid = 'dms_revisions'::regclass AND a.attname = 'rank_tsv') AS storage
      FROM dms_revisions r JOIN dms_documents d ON d.id = r.document_id WHERE d.number = 'RK-4'`);
    const row = sizes.rows[0]!;
    expect(row.storage).toBe('m');
    expect(Number(row.rank_size)).toBeLessThan(2_000);
    // The full vector holds the word far in the text; the ranking vector does not need to.
    expect(Number(row.full_size)).toBeGreaterThan(Number(row.rank_size));
  });

  it('follows a rename: the new title ranks first', async () => {
    await t.db.execute(sql`
      UPDATE dms_revisions r SET doc_title = 'RK-1 Wallaby filter care' FROM dms_documents d
      WHERE d.id = r.document_id AND d.number = 'RK-1'`);
    expect((await order('wallaby'))[0]).toBe('RK-1');
  });
});
