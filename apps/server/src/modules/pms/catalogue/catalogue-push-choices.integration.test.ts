import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, Component, ComponentTreeItem, PushChange, PushPreview } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';

/**
 * A catalogue push with a choice per component change (docs/pms-components.md "Push with a choice per
 * component change"): only the chosen updates and additions reach the ship, the others stay pending.
 */
let t: TestApp;
let superintendent: TestSession;
let fornax: string;

beforeAll(async () => {
  t = await createTestApp();
  superintendent = await t.login(DEMO.superintendent);
  fornax = (await shipsByName(t)).byName('Keel Fornax').id;
});
afterAll(() => t?.close());

const create = async (body: Record<string, unknown>) =>
  dataOf<Component>(await superintendent.post('/pms/components', body));
const shipTree = async () =>
  dataOf<ComponentTreeItem[]>(await superintendent.get(`/pms/ships/${fornax}/components`));
const detail = async (id: string) => dataOf<Component>(await superintendent.get(`/pms/components/${id}`));
async function changes(catalogueId: string): Promise<PushChange[]> {
  const preview = dataOf<PushPreview>(
    await superintendent.get(`/pms/catalogues/${catalogueId}/push-preview?shipId=${fornax}`),
  );
  return preview[0]!.changes.filter((c) => c.record !== 'job');
}

describe('catalogue push with a choice per component change', () => {
  it('applies only the chosen component changes, keeps the others pending and refuses what cannot be placed', async () => {
    const cat = dataOf<Catalogue>(
      await superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Choice family' }),
    );
    const code = '989';
    const root = await create({ catalogueId: cat.id, code, name: 'Sewage plant' });
    dataOf(await superintendent.post(`/pms/catalogues/${cat.id}/apply`, { shipId: fornax }));
    // Three changes: an update of the root, a new pump under it and a new motor under the new pump.
    await superintendent.patch(`/pms/components/${root.id}`, { maker: 'Hamworthy', version: root.version });
    const pump = await create({ catalogueId: cat.id, parentId: root.id, code: `${code}.1`, name: 'Pump' });
    await create({ catalogueId: cat.id, parentId: pump.id, code: `${code}.1.1`, name: 'Pump motor' });
    const offered = await changes(cat.id);
    expect(offered.map((c) => [c.id, c.kind, c.code])).toEqual([
      [`component:update:${root.id}`, 'update', code],
      [`component:add:${pump.id}`, 'add', `${code}.1`],
      [expect.stringMatching(/^component:add:/), 'add', `${code}.1.1`],
    ]);
    const [update, addPump, addMotor] = offered.map((c) => c.id!) as [string, string, string];
    // The motor names the addition it goes under, so that a client unticks it with the pump.
    expect(offered.map((c) => c.requires)).toEqual([undefined, undefined, addPump]);
    const push = (changeIds: string[], shipId = fornax) =>
      superintendent.post(`/pms/catalogues/${cat.id}/push`, {
        shipIds: [fornax],
        componentChoices: [{ shipId, changeIds }],
      });
    const before = await shipTree();

    // An unknown id, a foreign ship, and the motor without its pump: 400 naming the entry, nothing written.
    const unknown = await push([addPump, 'component:add:nothing']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('componentChoices.0.changeIds.1');
    const foreign = await push([addPump], (await shipsByName(t)).byName('Keel Aurora').id);
    expect(foreign.json().details[0].field).toBe('componentChoices.0.shipId');
    const orphan = await push([update, addMotor]);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().details[0]).toMatchObject({ field: 'componentChoices.0.changeIds.1' });
    expect(orphan.json().details[0].message).toContain(`${code}.1`);
    expect(await shipTree()).toEqual(before);

    // Only the pump: added under the ship's root; the root keeps its maker, the motor stays pending.
    const pushed = dataOf<PushPreview>(await push([addPump]));
    expect(pushed[0]!.changes.filter((c) => c.record !== 'job').map((c) => c.id)).toEqual([addPump]);
    const after = await shipTree();
    const shipRoot = after.find((n) => n.code === code)!;
    expect(after.find((n) => n.code === `${code}.1`)!.parentId).toBe(shipRoot.id);
    expect(after.some((n) => n.code === `${code}.1.1`)).toBe(false);
    expect((await detail(shipRoot.id)).maker).toBeNull();
    const pending = await changes(cat.id);
    expect(pending.map((c) => c.id)).toEqual([update, addMotor]);
    expect(pending[1]!.requires).toBeUndefined();

    // Nothing named for the ship: every change goes, as before.
    await superintendent.post(`/pms/catalogues/${cat.id}/push`, { shipIds: [fornax] });
    expect((await detail(shipRoot.id)).maker).toBe('Hamworthy');
    expect((await shipTree()).some((n) => n.code === `${code}.1.1`)).toBe(true);
    expect(await changes(cat.id)).toEqual([]);
  });
});
