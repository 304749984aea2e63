import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, SparePart } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { pmsComponents } from '../component/component.table';
import { pmsSpareParts } from './spare-part.table';
import { createPart, pmsUserOnShip, sparePartBody } from './spare-part.test-fixtures';

/** Spec §4 dialogs of a spare part through the API: move to another component, copy to a ship, duplicate. */
let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let superintendent: TestSession;
let auroraReader: TestSession;
let aurora: string;
let fornax: string;
let auroraComponents: string[];
let fornaxComponent: string;
const URL = '/pms/spare-parts';

async function componentsOf(shipId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: pmsComponents.id })
    .from(pmsComponents)
    .where(and(eq(pmsComponents.shipId, shipId), eq(pmsComponents.kind, 'component')))
    .orderBy(pmsComponents.code)
    .limit(3);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, master, superintendent] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  fornax = ships.byName('Keel Fornax').id;
  auroraReader = await pmsUserOnShip(t, admin, aurora, ['spare_part_read']);
  auroraComponents = await componentsOf(aurora);
  fornaxComponent = (await componentsOf(fornax))[0]!;
});
afterAll(() => t?.close());

const post = (s: TestSession, p: SparePart, verb: string, body: Record<string, unknown>) =>
  s.post(`${URL}/${p.id}/${verb}`, { version: p.version, ...body });

describe('spare parts: move, copy and duplicate', () => {
  it('checks every new route: sidebar, the action on the ship, and a master kept to his ship', async () => {
    const [a, b] = auroraComponents;
    const part = await createPart(master, aurora, { componentIds: [a!] });
    const fornaxPart = await createPart(superintendent, fornax);
    const move = { fromComponentId: a, toComponentId: b };
    const cases: [string, () => Promise<{ statusCode: number }>, number][] = [
      ['purchaser moves (no PMS.catalogues)', () => post(purchaser, part, 'move', move), 403],
      ['reader moves (spare_part_read only)', () => post(auroraReader, part, 'move', move), 403],
      ['master moves on another ship', () => post(master, fornaxPart, 'move', move), 403],
      ['reader duplicates', () => post(auroraReader, part, 'duplicate', { partNumber: 'X-D1' }), 403],
      [
        'master duplicates on another ship',
        () => post(master, fornaxPart, 'duplicate', { partNumber: 'X-D2' }),
        403,
      ],
      ['master copies to another ship', () => post(master, part, 'copy', { shipId: fornax }), 403],
      ['master copies from another ship', () => post(master, fornaxPart, 'copy', { shipId: aurora }), 403],
      ['reader copies', () => post(auroraReader, part, 'copy', { shipId: aurora }), 403],
      ['purchaser copies', () => post(purchaser, part, 'copy', { shipId: fornax }), 403],
    ];
    for (const [name, run, status] of cases) expect([name, (await run()).statusCode]).toEqual([name, status]);

    const moved = await post(master, part, 'move', move);
    expect(moved.statusCode).toBe(200);
    expect(dataOf<SparePart>(moved).componentIds).toEqual([b]);
    const copied = await post(superintendent, dataOf<SparePart>(moved), 'copy', {
      shipId: fornax,
      componentIds: [fornaxComponent],
    });
    expect(copied.statusCode).toBe(201);
    const duplicated = await post(master, dataOf<SparePart>(moved), 'duplicate', {
      partNumber: `${part.partNumber}-B`,
    });
    expect(duplicated.statusCode).toBe(201);
  });

  it('moves a fit, copies to another ship with stock 0, duplicates; names the field, 409 when stale, audits', async () => {
    const [a, b, c] = auroraComponents;
    const part = await createPart(master, aurora, { componentIds: [a!, c!] });
    const received = dataOf<SparePart>(await post(master, part, 'receipt', { quantity: '5' }));

    // Move: the part must fit the "from" component; the target must be of the part's own ship.
    const notFitting = await post(master, received, 'move', { fromComponentId: b, toComponentId: a });
    expect(notFitting.json().details[0].field).toBe('fromComponentId');
    const foreign = await post(superintendent, received, 'move', {
      fromComponentId: a,
      toComponentId: fornaxComponent,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('toComponentId');
    const stale = await post(master, part, 'move', { fromComponentId: a, toComponentId: b });
    expect(stale.statusCode).toBe(409);
    const moved = dataOf<SparePart>(
      await post(master, received, 'move', { fromComponentId: a, toComponentId: b }),
    );
    expect(new Set(moved.componentIds)).toEqual(new Set([b, c]));
    expect(moved.balance).toBe(received.balance);

    // Copy to another ship: same facts, stock 0 there, the named components; twice is 400 partNumber.
    const copy = dataOf<SparePart>(
      await post(superintendent, moved, 'copy', { shipId: fornax, componentIds: [fornaxComponent] }),
    );
    expect(copy).toMatchObject({
      shipId: fornax,
      partNumber: part.partNumber,
      name: part.name,
      minimumStock: moved.minimumStock,
      componentIds: [fornaxComponent],
    });
    expect(Number(copy.balance)).toBe(0);
    const again = await post(superintendent, moved, 'copy', { shipId: fornax });
    expect(again.statusCode).toBe(400);
    expect(again.json().details[0].field).toBe('partNumber');
    const wrongFits = await post(superintendent, moved, 'copy', { shipId: fornax, componentIds: [a] });
    expect(wrongFits.json().details[0].field).toBe('componentIds');

    // Duplicate on the same ship under a new part number; the same number is 400 partNumber.
    const taken = await post(master, moved, 'duplicate', { partNumber: part.partNumber });
    expect(taken.json().details[0].field).toBe('partNumber');
    const blank = await post(master, moved, 'duplicate', { partNumber: ' ' });
    expect(blank.json().details[0].field).toBe('partNumber');
    const twin = dataOf<SparePart>(
      await post(master, moved, 'duplicate', { partNumber: `${part.partNumber}-V2`, name: 'O-ring, Viton' }),
    );
    expect(twin).toMatchObject({ shipId: aurora, name: 'O-ring, Viton' });
    expect(new Set(twin.componentIds)).toEqual(new Set([b, c]));
    expect(Number(twin.balance)).toBe(0);

    const actions = (await auditOf(admin, 'spare_part', part.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['move', 'copy', 'duplicate']));
    expect((await auditOf(admin, 'spare_part', copy.id)).map((e) => e.action)).toContain('create');
  });

  it('copies a catalogue template to a ship, the copy remembering its template', async () => {
    const cat = dataOf<Catalogue>(
      await superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Copy family' }),
    );
    const template = dataOf<SparePart>(
      await superintendent.post(URL, { ...sparePartBody(fornax), shipId: null, catalogueId: cat.id }),
    );
    const copy = dataOf<SparePart>(await post(superintendent, template, 'copy', { shipId: fornax }));
    expect(copy).toMatchObject({ shipId: fornax, catalogueId: null, partNumber: template.partNumber });
    const [row] = await t.db.select().from(pmsSpareParts).where(eq(pmsSpareParts.id, copy.id));
    expect(row!.sourceId).toBe(template.id);
  });

  it("pages a catalogue component's templates and searches them by part number, name and maker", async () => {
    const cat = dataOf<Catalogue>(
      await superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Paging family' }),
    );
    const purifier = dataOf<{ id: string }>(
      await superintendent.post('/pms/components', { catalogueId: cat.id, code: '601', name: 'Purifier' }),
    );
    for (let i = 0; i < 30; i += 1)
      await superintendent.post(URL, {
        ...sparePartBody(fornax),
        shipId: null,
        catalogueId: cat.id,
        partNumber: `T-${String(i).padStart(2, '0')}`,
        name: i === 4 ? 'Bowl seal ring' : 'Service kit',
        maker: i % 10 === 7 ? 'Westfalia Separator' : 'Alfa Laval',
        componentIds: [purifier.id],
      });
    const list = async (query: string) => {
      const answer = (
        await superintendent.get(
          `${URL}?catalogueId=${cat.id}&componentId=${purifier.id}&sort=partNumber&${query}`,
        )
      ).json() as { data: SparePart[]; page: { total: number } };
      return { total: answer.page.total, numbers: answer.data.map((p) => p.partNumber) };
    };
    const first = await list('limit=25');
    expect(first.total).toBe(30);
    expect(first.numbers).toHaveLength(25);
    expect(first.numbers[0]).toBe('T-00');
    expect(await list('offset=25&limit=25')).toEqual({
      total: 30,
      numbers: ['T-25', 'T-26', 'T-27', 'T-28', 'T-29'],
    });
    expect(await list('q=westfalia&limit=25')).toEqual({ total: 3, numbers: ['T-07', 'T-17', 'T-27'] });
    expect(await list('q=seal&limit=25')).toEqual({ total: 1, numbers: ['T-04'] });
    expect((await list('q=T-1&limit=25')).total).toBe(10);
  });

  it('opens the activity of a part with the read check of the part', async () => {
    const part = await createPart(master, aurora);
    expect((await auroraReader.get(`/activity/spare_part/${part.id}`)).statusCode).toBe(200);
    const comment = await master.post(`/activity/spare_part/${part.id}/comments`, {
      body: 'Two sets found in the bosun store, moved to ER store.',
    });
    expect(comment.statusCode).toBe(200);
    const fornaxPart = await createPart(superintendent, fornax);
    expect((await master.get(`/activity/spare_part/${fornaxPart.id}`)).statusCode).toBe(403);
    expect((await purchaser.get(`/activity/spare_part/${part.id}`)).statusCode).toBe(403);
  });
});
