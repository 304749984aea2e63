import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, dataOf, unique } from '../../test/fixtures';
import { effectiveRevision, treeOf } from './dms.test-fixtures';

/* Distribution by ship family: the families are the company settings' list (docs/dms.md "Distribution"). */

let t: TestApp;
let office: TestSession;
let master: TestSession;
let chapterId: string;

const byFamilies = (shipFamilies: string[]) => ({
  number: unique('FAM'),
  title: 'Family procedure',
  chapterId,
  distribution: { allShips: false, shipIds: [], shipFamilies },
});

beforeAll(async () => {
  t = await createTestApp();
  office = await t.login(DEMO.superintendent);
  master = await t.login(DEMO.master);
  chapterId = dataOf<{ id: string }>(
    await office.post('/dms/chapters', { number: unique('FAMC'), title: 'Families' }),
  ).id;
});
afterAll(() => t?.close());

describe('distribution by the company settings ship families', () => {
  it('refuses a family the settings do not hold, naming it', async () => {
    const res = await office.post(
      '/dms/documents',
      byFamilies(['MR product tankers', 'Capesize ore carriers']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('distribution.shipFamilies.1');
    expect(res.body).toContain('Capesize ore carriers');
  });

  it("keeps the settings' spelling and reaches the family's ships only", async () => {
    const bulk = dataOf<DocumentDetail>(
      await office.post('/dms/documents', byFamilies(['ultramax BULK carriers', 'Ultramax bulk carriers'])),
    );
    expect(bulk.distribution.shipFamilies).toEqual(['Ultramax bulk carriers']);
    const tankers = dataOf<DocumentDetail>(
      await office.post('/dms/documents', byFamilies(['MR product tankers'])),
    );
    await effectiveRevision(office, bulk.id, '1', ['Bulk carrier procedure']);
    await effectiveRevision(office, tankers.id, '1', ['Tanker procedure']);
    // The master of Keel Aurora (an Ultramax bulk carrier) receives the bulk carriers' document only.
    const ids = new Set((await treeOf(master)).map((n) => n.id));
    expect(ids.has(bulk.id)).toBe(true);
    expect(ids.has(tankers.id)).toBe(false);
    const edit = await office.patch(`/dms/documents/${tankers.id}`, {
      ...byFamilies(['Handysize']),
      number: tankers.number,
      version: tankers.version,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.body).toContain('distribution.shipFamilies.0');
  });
});
