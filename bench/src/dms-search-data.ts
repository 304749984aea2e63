/**
 * The DMS search bench's data (dms-search.bench.ts): 2,000 generated documents of 10 revisions each
 * (~300 words of text each, one effective per document, one revision in a hundred naming the davit).
 * Deterministic: the same every run. Settings: BENCH_DMS_DOCUMENTS (2000), BENCH_DMS_REVISIONS (10).
 */
import { settleAfterLoad, type RawClient } from '../lib/databases';
import { log, n } from '../lib/harness';

const DOCUMENTS = Number(process.env.BENCH_DMS_DOCUMENTS ?? 2000);
const REVISIONS = Number(process.env.BENCH_DMS_REVISIONS ?? 10);

/** Hits a page of the ISM manual's search asks for: what the screen asks (SearchResults.tsx, PAGE). */
const SCREEN_PAGE = 10;

/** The bench's searches: who searches, the query, the scope; each asks one page as the screen does. */
export const DMS_SEARCH_CASES: { name: string; user: string; q: string; scope?: string; limit: number }[] = [
  { name: 'office: a common word (fire)', user: 'superintendent@keel.demo', q: 'fire', limit: SCREEN_PAGE },
  { name: 'office: a rare word (davit)', user: 'superintendent@keel.demo', q: 'davit', limit: SCREEN_PAGE },
  {
    name: 'office: a phrase ("ballast water")',
    user: 'superintendent@keel.demo',
    q: '"ballast water"',
    limit: SCREEN_PAGE,
  },
  {
    name: 'office, all 20,000 revisions (scope=all): a common word (fire)',
    user: 'superintendent@keel.demo',
    q: 'fire',
    scope: 'all',
    limit: SCREEN_PAGE,
  },
  {
    name: 'master (his ship only): a common word (fire)',
    user: 'master@keel.demo',
    q: 'fire',
    limit: SCREEN_PAGE,
  },
];

/** Deterministic pseudo-random numbers (the data is the same every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const COMMON =
  'the ship crew master officer engineer shall be must every before after during watch report record check inspect safety procedure company board deck engine cargo port voyage'.split(
    ' ',
  );
/** The bench texts' topical words (each revision's words are these and COMMON's). */
export const DMS_SEARCH_TERMS =
  'fire drill lifeboat muster alarm pump valve ballast water tank hatch mooring anchor bridge radar chart passage plan pilot bunker fuel oil sludge garbage sewage emission sulphur scrubber boiler generator steering gear compressor hydraulic crane winch gangway ladder harness permit hot work enclosed space entry gas detector oxygen inert ventilation stability loading computer draft trim list weather routing piracy security visitor audit nonconformity nearmiss training familiarisation medical first aid rescue boat liferaft epirb sart gmdss distress'.split(
    ' ',
  );

function text(rnd: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = rnd();
    if (r < 0.55) out.push(COMMON[Math.floor(rnd() * COMMON.length)]!);
    else out.push(DMS_SEARCH_TERMS[Math.floor(rnd() * DMS_SEARCH_TERMS.length)]!);
    if (i % 14 === 13) out.push('.\n');
  }
  return out.join(' ');
}

/** Inserts the bench documents and revisions, then VACUUM ANALYZE and CHECKPOINT; returns the revisions count. */
export async function loadDocuments(raw: RawClient): Promise<number> {
  const started = Date.now();
  const rnd = random(17);
  await raw.query(`INSERT INTO dms_chapters (number, title, sort_order) VALUES ('B', 'Bench chapter', 999)`);
  const families = ['Ultramax bulk carriers', 'MR product tankers'];
  for (let d0 = 0; d0 < DOCUMENTS; d0 += 200) {
    const docValues: string[] = [];
    const params: unknown[] = [];
    for (let d = d0; d < Math.min(DOCUMENTS, d0 + 200); d++) {
      const family = d % 3 === 0 ? families[d % 2]! : null;
      params.push(
        `B-${String(d).padStart(5, '0')}`,
        `Bench procedure ${d} ${DMS_SEARCH_TERMS[d % DMS_SEARCH_TERMS.length]}`,
        family,
      );
      const i = params.length;
      docValues.push(
        `($${i - 2}, $${i - 1}, (SELECT id FROM dms_chapters WHERE number = 'B'), $${i}::text IS NULL, CASE WHEN $${i}::text IS NULL THEN '{}'::text[] ELSE ARRAY[$${i}::text] END)`,
      );
    }
    await raw.query(
      `INSERT INTO dms_documents (number, title, chapter_id, all_ships, ship_families) VALUES ${docValues.join(', ')}`,
      params,
    );
  }
  const docs = await raw.query<{ id: string; number: string; title: string }>(
    `SELECT id, number, title FROM dms_documents WHERE number LIKE 'B-%' ORDER BY number`,
  );
  const rows: unknown[][] = [];
  for (const doc of docs.rows)
    for (let r = 1; r <= REVISIONS; r++) {
      const state = r === REVISIONS ? 'EFFECTIVE' : 'SUPERSEDED';
      // One revision in a hundred mentions the davit: the rare word.
      const body = text(rnd, 300) + (rnd() < 0.01 ? ' lifeboat davit winch brake tested' : '');
      rows.push([doc.id, String(r), state, `${doc.number} ${doc.title}`, body]);
    }
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const values = batch.map(
      (_, j) =>
        `($${j * 5 + 1}::uuid, $${j * 5 + 2}, $${j * 5 + 3}, '2026-01-01', 'bench.pdf', 'application/pdf', 1000, repeat('0', 64), 'be/bench.pdf', $${j * 5 + 4}, $${j * 5 + 5})`,
    );
    await raw.query(
      `INSERT INTO dms_revisions (document_id, revision, state, effective_date, file_name, content_type, size, sha256, storage_key, doc_title, extracted_text) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
  }
  await raw.query('VACUUM ANALYZE');
  await settleAfterLoad(raw, log);
  const count = await raw.query<{ n: number }>('SELECT count(*)::int AS n FROM dms_revisions');
  log(
    `[PostgreSQL] ${n(count.rows[0]!.n)} revisions of ${n(docs.rows.length)} bench documents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return count.rows[0]!.n;
}
