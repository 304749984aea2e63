import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitHeadline, type DmsSearchHit } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO } from '../../test/fixtures';
import { HEADLINE_TEXT_CHARS, HEADLINE_WINDOW_CHARS } from './document/search-headline';

/*
 * The headline reads a bounded window of each text (docs/dms.md "Search"): from the start, or from
 * just before the first place a phrase of the query stands whole, else its first word; only when that
 * window shows no match, the first 60,000 characters.
 */

let t: TestApp;
let office: TestSession;

/** Filler prose of about `chars` characters that holds none of the searched words. */
const filler = (chars: number) =>
  'The officer of the watch keeps a proper lookout and records the weather in the log book. '
    .repeat(Math.ceil(chars / 88))
    .slice(0, chars);

async function insertDocument(number: string, text: string) {
  const chapter = await t.db.execute<{ id: string }>(
    sql`INSERT INTO dms_chapters (number, title) VALUES (${`${number}-C`}, 'Headline test') RETURNING id`,
  );
  const doc = await t.db.execute<{ id: string }>(sql`
    INSERT INTO dms_documents (number, title, chapter_id, all_ships)
    VALUES (${number}, 'Headline test procedure', ${chapter.rows[0]!.id}::uuid, true) RETURNING id`);
  await t.db.execute(sql`
    INSERT INTO dms_revisions (document_id, revision, state, file_name, content_type, size, sha256, storage_key, doc_title, extracted_text)
    VALUES (${doc.rows[0]!.id}::uuid, '1', 'EFFECTIVE', 'h.pdf', 'application/pdf', 1, repeat('0', 64), 'h/h.pdf',
      ${`${number} Headline test procedure`}, ${text})`);
}

async function headlineOf(q: string): Promise<string> {
  const answer = (await office.get(`/dms/search?q=${encodeURIComponent(q)}`)).json() as {
    data: DmsSearchHit[];
  };
  expect(answer.data).toHaveLength(1);
  return answer.data[0]!.headline;
}
const marked = (headline: string) =>
  splitHeadline(headline)
    .filter((part) => part.match)
    .map((part) => part.text);

beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  // The word comes only past the first 60,000 characters, capitalised.
  await insertDocument(
    'HL-1',
    `${filler(HEADLINE_TEXT_CHARS + 10_000)} Inspect the WOMBATS of the davit winch.`,
  );
  // A phrase whose words first stand apart, then together (still inside the first 60,000).
  await insertDocument(
    'HL-2',
    `${filler(3_000)} The numbat tank. ${filler(5_000)} Sound the quoll and numbat quoll pumps. ${filler(5_000)}`,
  );
  // Every word early.
  await insertDocument('HL-3', `The bilby alarm is tested weekly. ${filler(30_000)}`);
  // A phrase whose words stand apart early and together only past the first 60,000 characters.
  await insertDocument(
    'HL-4',
    `${filler(3_000)} The potoroo tank. ${filler(2_000)} The bandicoot hatch. ${filler(HEADLINE_TEXT_CHARS)} Open the potoroo bandicoot valve.`,
  );
  // A word whose stem does not begin it ("dying" → 'die'): the probe misses, the fallback finds it.
  await insertDocument('HL-5', `${filler(5_000)} The lamp is dying slowly. ${filler(2_000)}`);
});
afterAll(() => t?.close());

describe('search headlines over a bounded window', () => {
  it('highlights a word that first comes past the first 60,000 characters, in a short headline', async () => {
    const headline = await headlineOf('wombat');
    expect(marked(headline)).toEqual(['WOMBATS']);
    expect(headline.length).toBeLessThan(HEADLINE_WINDOW_CHARS);
  });

  it('finds a phrase whose words first stand apart: the window starts where they stand together', async () => {
    const headline = await headlineOf('"numbat quoll"');
    expect(headline).toContain('\u0002numbat\u0003 \u0002quoll\u0003');
    expect(headline.length).toBeLessThan(HEADLINE_WINDOW_CHARS);
  });

  it('marks a phrase that stands together only past the first 60,000 characters', async () => {
    const headline = await headlineOf('"potoroo bandicoot"');
    expect(headline).toContain('\u0002potoroo\u0003 \u0002bandicoot\u0003 valve');
    expect(headline.length).toBeLessThan(HEADLINE_WINDOW_CHARS);
  });

  it('falls back to the first 60,000 characters when the window holds no match', async () => {
    const headline = await headlineOf('dying');
    expect(marked(headline)).toEqual(['dying']);
  });

  it('reads from the start when the word is early', async () => {
    const headline = await headlineOf('bilby');
    expect(marked(headline)).toEqual(['bilby']);
    expect(headline).toContain('The \u0002bilby\u0003 alarm is tested weekly');
  });
});
