import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DmsSearchHit, DocumentDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import {
  DEMO,
  GOOD_PASSWORD,
  createRole,
  createUser,
  dataOf,
  shipsByName,
  unique,
} from '../../test/fixtures';
import { createDocument, pdfOf, transition, uploadRevision } from './dms.test-fixtures';

/*
 * The search answer cache (docs/dms.md "Search answer cache"): a repeated search is answered from memory,
 * never with a stale answer (each kind of write to what the search reads shows in the next search, also a
 * write made outside this app, as another Keel instance would make it), and never with someone else's
 * (office and master, two ships' masters). The generation's triggers cover every table the search
 * statement reads.
 */

type SearchAnswer = {
  data: DmsSearchHit[];
  page: { total: number; offset: number; limit: number; totalCapped?: boolean };
};

const dialect = new PgDialect();
const textOf = (statement: unknown) =>
  typeof statement === 'string' ? statement : dialect.sqlToQuery(statement as SQL).sql;
const isSearch = (statement: unknown) => textOf(statement).includes('candidates AS MATERIALIZED');

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let master: TestSession;
let masterB: TestSession;
let dorado: string;
let execute: MockInstance;

/** Search statements the app has sent so far. */
const searchStatements = () => execute.mock.calls.filter((call) => isSearch(call[0])).map((call) => call[0]);

async function search(session: TestSession, query: string): Promise<SearchAnswer> {
  const response = await session.get(`/dms/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as SearchAnswer;
}

/** The search's answer and whether it ran the search statement (false: answered from the cache). */
async function searched(session: TestSession, query: string) {
  const before = searchStatements().length;
  const answer = await search(session, query);
  return { answer, ran: searchStatements().length > before };
}

const documentsOf = (answer: SearchAnswer) => answer.data.map((h) => h.documentId);

/** A document (every ship unless `overrides` say otherwise) with an effective revision holding `word`. */
async function effectiveDocument(word: string, overrides: Record<string, unknown> = {}) {
  const doc = await createDocument(office, overrides);
  const revisionId = await draft(doc.id, '1', word);
  for (const action of ['submit', 'approve', 'make-effective'])
    dataOf(await transition(office, doc.id, revisionId, action));
  return { doc: dataOf<DocumentDetail>(await office.get(`/dms/documents/${doc.id}`)), revisionId };
}

/** Uploads a draft revision whose text holds `word`; its id. */
async function draft(documentId: string, revision: string, word: string): Promise<string> {
  const doc = dataOf<DocumentDetail>(
    await uploadRevision(
      office,
      documentId,
      { revision },
      { name: `r${revision}.pdf`, content: pdfOf('Cache test', [`The ${word} procedure.`]) },
    ),
  );
  return doc.revisions.find((r) => r.revision === revision)!.id;
}

async function generation(): Promise<bigint> {
  const result = await t.db.execute<{ value: string }>(
    sql`SELECT value::text AS value FROM dms_search_generation WHERE id = 1`,
  );
  return BigInt(result.rows[0]!.value);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  office = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  dorado = (await shipsByName(t)).byName('Keel Dorado').id;
  const role = await createRole(admin, { sidebar: ['DMS.ism_manual'], actions: ['job_read'] });
  const user = await createUser(admin, {
    name: 'Capt. Dorado',
    email: `${unique('masterb')}@keel.demo`,
    assignments: [{ roleId: role.id, shipId: dorado }],
  });
  masterB = await t.login(user.email, GOOD_PASSWORD);
  execute = vi.spyOn(t.db, 'execute');
});
afterAll(async () => {
  execute?.mockRestore();
  await t?.close();
});

describe('the search answer cache', () => {
  it('answers a repeated search from memory with the same answer', async () => {
    const { doc } = await effectiveDocument('quokkarepeat');
    const first = await searched(office, 'q=quokkarepeat');
    expect(first.ran).toBe(true);
    expect(documentsOf(first.answer)).toEqual([doc.id]);
    for (let i = 0; i < 3; i++) {
      const again = await searched(office, 'q=quokkarepeat');
      expect(again.ran).toBe(false);
      expect(again.answer).toEqual(first.answer);
    }
    // Another page, limit or scope is another statement.
    expect((await searched(office, 'q=quokkarepeat&offset=10')).ran).toBe(true);
    expect((await searched(office, 'q=quokkarepeat&limit=5')).ran).toBe(true);
    expect((await searched(office, 'q=quokkarepeat&scope=all')).ran).toBe(true);
    expect((await searched(office, 'q=quokkarepeat&offset=10')).ran).toBe(false);
  });

  it('shows a new revision and its text, then its state change, in the next search', async () => {
    const doc = await createDocument(office);
    expect((await search(office, 'q=quokkadraft')).data).toEqual([]);
    expect((await search(master, 'q=quokkadraft')).data).toEqual([]);
    const revisionId = await draft(doc.id, '1', 'quokkadraft');
    const drafted = await searched(office, 'q=quokkadraft');
    expect(drafted.ran).toBe(true);
    expect(drafted.answer.data.map((h) => [h.revisionId, h.state])).toEqual([[revisionId, 'DRAFT']]);
    expect((await search(master, 'q=quokkadraft')).data).toEqual([]);
    for (const action of ['submit', 'approve', 'make-effective'])
      dataOf(await transition(office, doc.id, revisionId, action));
    expect((await search(office, 'q=quokkadraft')).data.map((h) => h.state)).toEqual(['EFFECTIVE']);
    expect(documentsOf(await search(master, 'q=quokkadraft'))).toEqual([doc.id]);
    dataOf(await transition(office, doc.id, revisionId, 'obsolete', { reason: 'Replaced by ISM-9' }));
    expect((await search(master, 'q=quokkadraft')).data).toEqual([]);
    expect((await search(office, 'q=quokkadraft')).data).toEqual([]);
    expect((await search(office, 'q=quokkadraft&scope=all')).data.map((h) => h.state)).toEqual(['OBSOLETE']);
  });

  it('shows a rename and a distribution change in the next search', async () => {
    const { doc } = await effectiveDocument('quokkarename');
    expect((await search(office, 'q=quokkarename')).data.map((h) => h.title)).toEqual([doc.title]);
    expect((await search(office, 'q=wallabytitle')).data).toEqual([]);
    // For every ship: both masters find it.
    expect(documentsOf(await search(master, 'q=quokkarename'))).toEqual([doc.id]);
    expect(documentsOf(await search(masterB, 'q=quokkarename'))).toEqual([doc.id]);
    const edit = await office.patch(`/dms/documents/${doc.id}`, {
      number: doc.number,
      title: 'Wallabytitle handling',
      chapterId: doc.chapterId,
      distribution: { allShips: false, shipIds: [dorado], shipFamilies: [] },
      version: doc.version,
    });
    dataOf(edit);
    expect((await search(office, 'q=quokkarename')).data.map((h) => h.title)).toEqual([
      'Wallabytitle handling',
    ]);
    expect(documentsOf(await search(office, 'q=wallabytitle'))).toEqual([doc.id]);
    expect((await search(master, 'q=quokkarename')).data).toEqual([]);
    expect(documentsOf(await search(masterB, 'q=quokkarename'))).toEqual([doc.id]);
  });

  it('shows a change of a ship family and a delete made outside this app in the next search', async () => {
    const { doc, revisionId } = await effectiveDocument('quokkafamily', {
      distribution: { allShips: false, shipIds: [], shipFamilies: ['MR product tankers'] },
    });
    expect((await search(master, 'q=quokkafamily')).data).toEqual([]);
    expect((await search(master, 'q=quokkafamily')).data).toEqual([]);
    // Another Keel instance on the same database (here: a plain statement) changes the master's ship.
    const family = await t.db.execute<{ family: string | null }>(
      sql`SELECT family FROM ships s JOIN user_roles ur ON ur.ship_id = s.id JOIN users u ON u.id = ur.user_id
        WHERE u.email = ${DEMO.master} LIMIT 1`,
    );
    await t.db.execute(sql`UPDATE ships SET family = 'MR product tankers'
      WHERE id IN (SELECT ur.ship_id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.email = ${DEMO.master})`);
    try {
      expect(documentsOf(await search(master, 'q=quokkafamily'))).toEqual([doc.id]);
    } finally {
      await t.db.execute(sql`UPDATE ships SET family = ${family.rows[0]!.family}
        WHERE id IN (SELECT ur.ship_id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.email = ${DEMO.master})`);
    }
    expect((await search(master, 'q=quokkafamily')).data).toEqual([]);
    // A delete.
    const draftId = await draft(doc.id, '2', 'quokkadelete');
    expect((await search(office, 'q=quokkadelete')).data.map((h) => h.revisionId)).toEqual([draftId]);
    await t.db.execute(sql`DELETE FROM dms_revisions WHERE id = ${draftId}::uuid`);
    expect((await search(office, 'q=quokkadelete')).data).toEqual([]);
    expect((await search(office, 'q=quokkafamily')).data.map((h) => h.revisionId)).toEqual([revisionId]);
  });

  it('gives the office and a master, and two ships masters, their own answers to the same query', async () => {
    const doc = await createDocument(office);
    const draftId = await draft(doc.id, '1', 'quokkascope');
    // The office first: its answer holds a draft the master may not read.
    expect((await search(office, 'q=quokkascope')).data.map((h) => h.revisionId)).toEqual([draftId]);
    expect((await searched(master, 'q=quokkascope')).answer.data).toEqual([]);
    // A master first, then the office.
    const other = await createDocument(office);
    const otherDraft = await draft(other.id, '1', 'quokkaorder');
    expect((await search(master, 'q=quokkaorder')).data).toEqual([]);
    expect((await search(office, 'q=quokkaorder')).data.map((h) => h.revisionId)).toEqual([otherDraft]);
    // A document for Keel Dorado only: its master finds it, then the master of Keel Aurora does not.
    const { doc: doradoDoc } = await effectiveDocument('quokkaship', {
      distribution: { allShips: false, shipIds: [dorado], shipFamilies: [] },
    });
    expect(documentsOf(await search(masterB, 'q=quokkaship'))).toEqual([doradoDoc.id]);
    expect(documentsOf(await search(masterB, 'q=quokkaship'))).toEqual([doradoDoc.id]);
    const aurora = await searched(master, 'q=quokkaship');
    expect(aurora.ran).toBe(true);
    expect(aurora.answer.data).toEqual([]);
    // Two users with the same scope share an answer: a second office session asks no statement.
    const office2 = await t.login(DEMO.superintendent);
    expect((await searched(office, 'q=quokkascope')).ran).toBe(true);
    expect((await searched(office2, 'q=quokkascope')).ran).toBe(false);
  });
});

describe('the generation', () => {
  it('goes up once per committed transaction that writes what the search reads, not on a rollback', async () => {
    const chapter = await t.db.execute<{ id: string }>(
      sql`INSERT INTO dms_chapters (number, title) VALUES (${unique('G')}, 'Generation') RETURNING id`,
    );
    const before = await generation();
    await t.db.transaction(async (tx) => {
      const doc = await tx.execute<{ id: string }>(sql`
        INSERT INTO dms_documents (number, title, chapter_id) VALUES (${unique('GEN')}, 'Generation test', ${chapter.rows[0]!.id}::uuid)
        RETURNING id`);
      await tx.execute(
        sql`UPDATE dms_documents SET title = 'Generation test 2' WHERE id = ${doc.rows[0]!.id}::uuid`,
      );
      await tx.execute(sql`UPDATE ships SET name = name WHERE FALSE`);
    });
    expect(await generation()).toBe(before + 1n);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE dms_documents SET title = title WHERE chapter_id = ${chapter.rows[0]!.id}::uuid`,
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await generation()).toBe(before + 1n);
    // A table the search does not read leaves it alone.
    await t.db.execute(
      sql`UPDATE dms_chapters SET title = 'Generation 2' WHERE id = ${chapter.rows[0]!.id}::uuid`,
    );
    expect(await generation()).toBe(before + 1n);
  });

  it("covers every table of every search statement's plan, and the statement reads no clock", async () => {
    await search(office, `q=${unique('quokkaplan')}`);
    await search(office, `q=${unique('quokkaplan')}&scope=all`);
    await search(master, `q=${unique('quokkaplan')}`);
    await search(office, `q=${encodeURIComponent('"fire drill" -ballast')}`);
    const statements = searchStatements().slice(-4);
    expect(statements).toHaveLength(4);
    const triggers = await t.db.execute<{ relname: string; kinds: number }>(sql`
      SELECT c.relname, bit_or(tg.tgtype::int) AS kinds
      FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
      WHERE p.proname = 'dms_search_generation_bump' GROUP BY c.relname`);
    // tgtype bits: INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32.
    const covered = new Set(triggers.rows.filter((r) => (r.kinds & 60) === 60).map((r) => r.relname));
    expect(covered).toEqual(new Set(['dms_revisions', 'dms_documents', 'ships']));
    const relations = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === 'Relation Name') relations.add(String(value));
          else walk(value);
        }
    };
    for (const statement of statements) {
      const plan = await t.db.execute(sql`EXPLAIN (FORMAT JSON) ${statement as SQL}`);
      walk(plan.rows);
      expect(textOf(statement)).not.toMatch(
        /\b(now|current_date|current_timestamp|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp)\b/i,
      );
    }
    expect(relations.has('dms_revisions')).toBe(true);
    expect(relations.has('ships')).toBe(true);
    const read = [...relations].filter((r) => r !== 'dms_search_generation');
    expect(read.filter((r) => !covered.has(r))).toEqual([]);
  });
});
