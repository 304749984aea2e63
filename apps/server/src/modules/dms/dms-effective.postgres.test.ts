/**
 * One EFFECTIVE revision per document under truly parallel requests (PostgreSQL only: each request runs
 * on its own pooled connection). The service locks the document row; the partial unique index
 * `dms_revisions_one_effective_idx` refuses a second effective revision even to writers that skip the
 * lock (docs/dms.md "One effective revision").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DocumentDetail } from '@keel/domain';
import { DEMO, dataOf } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { createDocument, effectiveRevision, pdfOf, transition, uploadRevision } from './dms.test-fixtures';

let t: TestApp;
let office: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
});
afterAll(() => t.close());

const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
const states = async (documentId: string) =>
  (
    await t.db.execute<{ revision: string; state: string }>(
      sql`SELECT revision, state FROM dms_revisions WHERE document_id = ${documentId}::uuid ORDER BY revision`,
    )
  ).rows.map((r) => [r.revision, r.state]);

describe('one effective revision per document (PostgreSQL)', () => {
  it('parallel make-effective requests: exactly one succeeds, the old revision is superseded once', async () => {
    const doc = await createDocument(office);
    await effectiveRevision(office, doc.id, '1', ['First']);
    const up = dataOf<DocumentDetail>(
      await uploadRevision(
        office,
        doc.id,
        { revision: '2' },
        { name: 'r2.pdf', content: pdfOf('R2', ['Second']) },
      ),
    );
    const r2 = up.revisions.find((r) => r.revision === '2')!;
    dataOf(await transition(office, doc.id, r2.id, 'submit'));
    const approved = dataOf<DocumentDetail>(await transition(office, doc.id, r2.id, 'approve'));
    const version = approved.revisions.find((r) => r.id === r2.id)!.version;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        office.post(`/dms/revisions/${r2.id}/transition`, { action: 'make-effective', version }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(await states(doc.id)).toEqual([
      ['1', 'SUPERSEDED'],
      ['2', 'EFFECTIVE'],
    ]);
  });

  it('two writers making two revisions effective at once: the index lets exactly one through', async () => {
    const doc = await createDocument(office);
    await effectiveRevision(office, doc.id, 'A', ['A']);
    await effectiveRevision(office, doc.id, 'B', ['B']);
    await t.db.execute(
      sql`UPDATE dms_revisions SET state = 'SUPERSEDED' WHERE document_id = ${doc.id}::uuid`,
    );
    const ids = (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM dms_revisions WHERE document_id = ${doc.id}::uuid ORDER BY revision`,
      )
    ).rows.map((r) => r.id);
    const [c1, c2] = await Promise.all([pool().connect(), pool().connect()]);
    try {
      await c1.query('BEGIN');
      await c2.query('BEGIN');
      await c1.query(`UPDATE dms_revisions SET state = 'EFFECTIVE' WHERE id = $1`, [ids[0]]);
      const second = c2
        .query(`UPDATE dms_revisions SET state = 'EFFECTIVE' WHERE id = $1`, [ids[1]])
        .then(() => 'ok' as const)
        .catch((e: { code?: string; constraint?: string }) => `${e.code}:${e.constraint}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await c1.query('COMMIT');
      expect(await second).toBe('23505:dms_revisions_one_effective_idx');
      await c2.query('ROLLBACK');
    } finally {
      c1.release();
      c2.release();
    }
    expect(await states(doc.id)).toEqual([
      ['A', 'EFFECTIVE'],
      ['B', 'SUPERSEDED'],
    ]);
  });
});
