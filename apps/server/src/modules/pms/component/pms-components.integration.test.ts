import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Catalogue,
  Component,
  ComponentCopyResult,
  ComponentTreeItem,
  Counter,
  PushPreview,
} from '@keel/domain';
import { API, createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';

/**
 * Component trees, catalogues and running hours end to end through the API (docs/pms-components.md):
 * the permission matrix with the master's one ship, a move into its own subtree, stale versions, apply
 * and push with a preview, readings that never go down, and the audit rows the writes leave.
 */
let t: TestApp;
const s: Record<keyof typeof DEMO, TestSession> = {} as never;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) s[key as keyof typeof DEMO] = await t.login(email);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const tree = async (session: TestSession, shipId: string, q = '') =>
  (await session.get(`/pms/ships/${shipId}/components${q}`)).json() as {
    data: ComponentTreeItem[];
    matched: string[];
  };
const byCode = (nodes: ComponentTreeItem[], code: string) => nodes.find((n) => n.code === code)!;
const auditOf = async (entity: string, entityId: string) =>
  dataOf<{ action: string }[]>(await s.admin.get(`/audit/?entity=${entity}&entityId=${entityId}`));
const counterOf = async (session: TestSession, componentId: string) =>
  dataOf<Counter[]>(await session.get(`/pms/components/${componentId}/counters`))[0]!;

describe('PMS components', () => {
  it('seeds both families and applies them to the demo ships', async () => {
    const catalogues = dataOf<Catalogue[]>(await s.superintendent.get('/pms/catalogues'));
    const ultramax = catalogues.find((c) => c.family === 'Ultramax bulk carriers')!;
    expect(ultramax.ships.map((x) => x.name)).toContain('Keel Aurora');
    const { data } = await tree(s.master, aurora);
    expect(byCode(data, '601').critical).toBe(true);
    expect(byCode(data, '601.3').parentId).toBe(byCode(data, '601').id);
  });

  it('checks the sidebar, the ship scope and component_management on every route', async () => {
    const me = byCode((await tree(s.admin, aurora)).data, '601');
    const borealisMe = byCode((await tree(s.admin, borealis)).data, '601');
    const body = (shipId: string) => ({ shipId, code: `990.${Date.now() % 100000}`, name: 'Test pump' });
    const cases: [string, () => Promise<{ statusCode: number }>, number][] = [
      ['purchaser reads catalogues', () => s.purchaser.get('/pms/catalogues'), 403],
      ['master reads catalogues', () => s.master.get('/pms/catalogues'), 200],
      ['master reads his ship', () => s.master.get(`/pms/ships/${aurora}/components`), 200],
      ['master reads another ship', () => s.master.get(`/pms/ships/${borealis}/components`), 403],
      ['master reads another ship component', () => s.master.get(`/pms/components/${borealisMe.id}`), 403],
      [
        'master creates on his ship (no component_management)',
        () => s.master.post('/pms/components', body(aurora)),
        403,
      ],
      [
        'master creates a catalogue',
        () => s.master.post('/pms/catalogues', { name: unique('C'), family: 'X' }),
        403,
      ],
      ['superintendent creates', () => s.superintendent.post('/pms/components', body(borealis)), 201],
      ['purchaser fleet view', () => s.purchaser.get('/pms/fleet'), 403],
    ];
    for (const [name, call, status] of cases)
      expect([name, (await call()).statusCode]).toEqual([name, status]);
    const fleet = dataOf<{ shipId: string }[]>(await s.master.get('/pms/fleet'));
    expect(fleet.map((f) => f.shipId)).toEqual([aurora]);
    // The tree answer is compact; a node's details (counters, maker…) come with the node itself.
    expect(Object.keys(me).sort()).toEqual(['code', 'critical', 'id', 'kind', 'name', 'parentId', 'version']);
    expect(dataOf<Component>(await s.admin.get(`/pms/components/${me.id}`)).counterCount).toBe(1);
  });

  it('refuses a move into the own subtree and a stale version, writing nothing', async () => {
    const nodes = (await tree(s.superintendent, borealis)).data;
    const me = byCode(nodes, '601');
    const unit = byCode(nodes, '601.1');
    const cycle = await s.superintendent.post(`/pms/components/${me.id}/move`, {
      parentId: unit.id,
      version: me.version,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ details: [{ field: 'parentId' }] });
    const ok = dataOf<Component>(
      await s.superintendent.patch(`/pms/components/${unit.id}`, { maker: 'MAN ES', version: unit.version }),
    );
    const stale = await s.superintendent.patch(`/pms/components/${unit.id}`, {
      maker: 'Other',
      version: unit.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(dataOf<Component>(await s.superintendent.get(`/pms/components/${unit.id}`))).toMatchObject({
      maker: 'MAN ES',
      version: ok.version,
    });
    expect((await auditOf('pms_component', unit.id)).map((a) => a.action)).toEqual(['update']);
    expect(await auditOf('pms_component', me.id)).toEqual([]);
  });

  it('duplicates a branch with its codes following the new root, and searches the tree', async () => {
    const nodes = (await tree(s.superintendent, borealis)).data;
    const aux = byCode(nodes, '602.1');
    const result = dataOf<ComponentCopyResult>(
      await s.superintendent.post(`/pms/components/${aux.id}/duplicate`, {
        code: '602.4',
        name: 'Auxiliary engine No. 4',
      }),
    );
    expect(result.created).toBe(1);
    const found = await tree(s.superintendent, borealis, '?q=engine%20no.%204');
    expect(found.data.map((n) => n.code).sort()).toEqual(['6', '602', '602.4']);
    expect(found.matched).toHaveLength(1);
    const again = await s.superintendent.post(`/pms/components/${aux.id}/duplicate`, { code: '602.4' });
    expect(again.statusCode).toBe(400);
  });

  it('applies a catalogue, previews a push and pushes it', async () => {
    const cat = dataOf<Catalogue>(
      await s.superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Test family' }),
    );
    const root = dataOf<Component>(
      await s.superintendent.post('/pms/components', {
        catalogueId: cat.id,
        code: '950',
        name: 'Incinerator',
        kind: 'component',
      }),
    );
    await s.superintendent.post(`/pms/components/${root.id}/counters`, { name: 'Running hours' });
    const apply = () => s.superintendent.post(`/pms/catalogues/${cat.id}/apply`, { shipId: borealis });
    expect(dataOf<ComponentCopyResult>(await apply())).toMatchObject({ created: 1, skipped: 0 });
    expect(dataOf<ComponentCopyResult>(await apply())).toMatchObject({ created: 0, skipped: 1 });
    expect((await s.master.post(`/pms/catalogues/${cat.id}/apply`, { shipId: aurora })).statusCode).toBe(403);

    await s.superintendent.patch(`/pms/components/${root.id}`, { maker: 'Teamtec', version: root.version });
    await s.superintendent.post('/pms/components', {
      catalogueId: cat.id,
      parentId: root.id,
      code: '950.1',
      name: 'Burner',
    });
    const preview = dataOf<PushPreview>(await s.superintendent.get(`/pms/catalogues/${cat.id}/push-preview`));
    expect(preview).toHaveLength(1);
    expect(
      preview[0]!.changes.map((c) => [c.kind, c.code, c.fields.map((f) => `${f.field}:${f.to}`)]),
    ).toEqual([
      ['update', '950', ['maker:Teamtec']],
      ['add', '950.1', []],
    ]);
    const detail = async (id: string) =>
      dataOf<Component>(await s.superintendent.get(`/pms/components/${id}`));
    expect((await detail(byCode((await tree(s.superintendent, borealis)).data, '950').id)).maker).toBeNull();
    await s.superintendent.post(`/pms/catalogues/${cat.id}/push`, { shipIds: [borealis] });
    const after = (await tree(s.superintendent, borealis)).data;
    expect((await detail(byCode(after, '950').id)).maker).toBe('Teamtec');
    expect(byCode(after, '950.1').parentId).toBe(byCode(after, '950').id);
    expect(await counterOf(s.superintendent, byCode(after, '950').id)).toMatchObject({ currentHours: 0 });
    const empty = dataOf<PushPreview>(
      await s.superintendent.get(`/pms/catalogues/${cat.id}/push-preview?shipId=${borealis}`),
    );
    expect(empty[0]!.changes).toEqual([]);
  });

  it('takes readings from the crew that never go down, flags jumps and needs a reason to reset', async () => {
    const me = byCode((await tree(s.master, aurora)).data, '601');
    const counter = await counterOf(s.master, me.id);
    const today = new Date().toISOString().slice(0, 10);
    const post = (body: object, session = s.master) =>
      session.post(`/pms/counters/${counter.id}/readings`, { readingOn: today, ...body });
    const down = await post({ hours: counter.currentHours - 1 });
    expect(down.statusCode).toBe(400);
    expect(down.json()).toMatchObject({ details: [{ field: 'hours' }] });
    expect((await post({ hours: 5, isReset: true })).statusCode).toBe(400);
    const jump = dataOf<{ reading: { implausible: boolean } }>(
      await post({ hours: counter.currentHours + 24 * 3 + 500 }),
    );
    expect(jump.reading.implausible).toBe(true);
    const reset = dataOf<{ counter: Counter }>(
      await post({ hours: 3, isReset: true, resetReason: 'Hour meter replaced' }),
    );
    expect(reset.counter.currentHours).toBe(3);
    const borealisMe = byCode((await tree(s.admin, borealis)).data, '601');
    const other = await counterOf(s.admin, borealisMe.id);
    expect(
      (await s.master.post(`/pms/counters/${other.id}/readings`, { readingOn: today, hours: 999_999 }))
        .statusCode,
    ).toBe(403);
    const readings = (await s.master.get(`/pms/counters/${counter.id}/readings`)).json() as {
      data: { hours: number }[];
    };
    expect(readings.data.slice(0, 2).map((r) => r.hours)).toEqual([3, counter.currentHours + 572]);
    expect((await auditOf('pms_counter', counter.id)).map((a) => a.action)).toEqual(['reset', 'reading']);
    expect(API).toBe('/api/v1');
  });

  it('reads a tree level by level with child counts, and searches it on the server', async () => {
    const whole = (await tree(s.master, aurora)).data;
    const top = await tree(s.master, aurora, '?parent=root');
    expect(top.data.length).toBeGreaterThan(0);
    expect(top.data.every((n) => n.parentId === null)).toBe(true);
    expect(top.data.map((n) => n.id).sort()).toEqual(
      whole
        .filter((n) => n.parentId === null)
        .map((n) => n.id)
        .sort(),
    );
    for (const n of top.data) expect(n.childCount).toBe(whole.filter((c) => c.parentId === n.id).length);
    const me = byCode(whole, '601');
    const level = await tree(s.master, aurora, `?parent=${me.id}`);
    expect(level.data.map((n) => n.code).sort()).toEqual(
      whole
        .filter((n) => n.parentId === me.id)
        .map((n) => n.code)
        .sort(),
    );
    // A search answers the hits and every ancestor of them, nothing else.
    const found = await tree(s.master, aurora, '?q=601.1');
    const hits = found.matched.map((id) => found.data.find((n) => n.id === id)!);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.code.includes('601.1') || /601\.1/.test(h.name))).toBe(true);
    const ids = new Set(found.data.map((n) => n.id));
    for (const n of found.data) if (n.parentId) expect(ids.has(n.parentId)).toBe(true);
    expect(found.data.every((n) => typeof n.childCount === 'number')).toBe(true);
    const critical = await tree(s.master, aurora, '?critical=true');
    expect(critical.matched.length).toBeGreaterThan(0);
    expect(critical.matched.every((id) => critical.data.find((n) => n.id === id)!.critical)).toBe(true);
    // Another ship's tree stays closed to the master, level or search; a bad parent is a 400.
    expect((await s.master.get(`/pms/ships/${borealis}/components?parent=root`)).statusCode).toBe(403);
    expect((await s.master.get(`/pms/ships/${aurora}/components?parent=nope`)).statusCode).toBe(400);
  });

  it('deletes a leaf, and refuses (409) a component with children or with jobs', async () => {
    const nodes = (await tree(s.superintendent, borealis)).data;
    const me = byCode(nodes, '601');
    const withChildren = await s.superintendent.delete(`/pms/components/${me.id}?version=${me.version}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toMatch(/children/);
    const leaf = dataOf<Component>(
      await s.superintendent.post('/pms/components', {
        shipId: borealis,
        code: `991.${Date.now() % 100000}`,
        name: 'Spare pump',
      }),
    );
    const job = await s.superintendent.post('/pms/jobs', {
      componentId: leaf.id,
      title: 'Spare pump monthly test',
      intervalValue: 1,
      intervalUnit: 'months',
      toleranceDays: 2,
      responsibleRank: 4,
    });
    expect(job.statusCode).toBe(201);
    const withJobs = await s.superintendent.delete(`/pms/components/${leaf.id}?version=${leaf.version}`);
    expect(withJobs.statusCode).toBe(409);
    expect(withJobs.json().message).toMatch(/1 job/);
    expect((await s.superintendent.get(`/pms/jobs/${job.json().data.id}`)).statusCode).toBe(200);
    const bare = dataOf<Component>(
      await s.superintendent.post('/pms/components', {
        shipId: borealis,
        code: `992.${Date.now() % 100000}`,
        name: 'Old fan',
      }),
    );
    expect((await s.master.delete(`/pms/components/${bare.id}?version=${bare.version}`)).statusCode).toBe(
      403,
    );
    expect(
      (await s.superintendent.delete(`/pms/components/${bare.id}?version=${bare.version + 1}`)).statusCode,
    ).toBe(409);
    expect(
      (await s.superintendent.delete(`/pms/components/${bare.id}?version=${bare.version}`)).statusCode,
    ).toBe(204);
    expect((await s.superintendent.get(`/pms/components/${bare.id}`)).statusCode).toBe(404);
    expect((await auditOf('pms_component', bare.id)).map((a) => a.action)).toContain('delete');
  });

  it('answers a repeated reading with the same Idempotency-Key once: same answer, one reading', async () => {
    const me = byCode((await tree(s.master, aurora)).data, '601');
    const counter = await counterOf(s.master, me.id);
    const today = new Date().toISOString().slice(0, 10);
    const key = crypto.randomUUID();
    const body = { readingOn: today, hours: counter.currentHours + 7 };
    const send = () =>
      s.master.request('POST', `/pms/counters/${counter.id}/readings`, body, { 'idempotency-key': key });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const readings = (await s.master.get(`/pms/counters/${counter.id}/readings`)).json() as {
      data: { hours: number }[];
    };
    expect(readings.data.filter((r) => r.hours === body.hours)).toHaveLength(1);
    const other = await s.master.request(
      'POST',
      `/pms/counters/${counter.id}/readings`,
      { ...body, hours: body.hours + 1 },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
  });
});
