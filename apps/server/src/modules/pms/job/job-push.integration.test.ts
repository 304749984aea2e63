import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, Component, JobDetail, PushChange, PushPreview } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { pmsComponents } from '../component/component.table';
import { pmsJobs } from './job.table';

/** A catalogue push with a choice per job (docs/pms-jobs.md "Push with a choice per job"). */
let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let borealis: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.superintendent)]);
  borealis = (await shipsByName(t)).byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const template = (componentId: string, title: string, intervalValue = 3) => ({
  componentId,
  title,
  intervalValue,
  intervalUnit: 'months',
  toleranceDays: 7,
  responsibleRank: 8,
  critical: false,
});

const shipJobs = (title: string) =>
  t.db
    .select()
    .from(pmsJobs)
    .where(and(eq(pmsJobs.shipId, borealis), eq(pmsJobs.title, title)));

async function jobChanges(catalogueId: string): Promise<PushChange[]> {
  const preview = dataOf<PushPreview>(
    await superintendent.get(`/pms/catalogues/${catalogueId}/push-preview?shipId=${borealis}`),
  );
  return preview[0]!.changes.filter((c) => c.record === 'job');
}

describe('catalogue push with a choice per job', () => {
  it('applies only the chosen job changes, keeps the others pending, refuses unknown ids and offers to delete unlinked copies', async () => {
    const cat = dataOf<Catalogue>(
      await superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Push family' }),
    );
    // Codes fixed per test: both tests apply to the same ship, where a component code is unique.
    const code = '951';
    const purifier = dataOf<Component>(
      await superintendent.post('/pms/components', { catalogueId: cat.id, code, name: 'HFO purifier' }),
    );
    const post = async (title: string) =>
      dataOf<JobDetail>(await superintendent.post('/pms/jobs', template(purifier.id, title)));
    const bowl = await post(unique('Bowl cleaning'));
    const seals = await post(unique('Seal renewal'));
    const gone = await post(unique('Gravity disc check'));
    expect(
      (await superintendent.post(`/pms/catalogues/${cat.id}/apply`, { shipId: borealis })).statusCode,
    ).toBe(201);

    // An edited template, a new one, a deleted one and a renamed component.
    const edited = dataOf<JobDetail>(
      await superintendent.patch(`/pms/jobs/${bowl.id}`, {
        ...template(purifier.id, bowl.title, 6),
        componentId: undefined,
        version: bowl.version,
      }),
    );
    const added = await post(unique('Sludge port check'));
    expect((await superintendent.delete(`/pms/jobs/${gone.id}?version=${gone.version}`)).statusCode).toBe(
      204,
    );
    await superintendent.patch(`/pms/components/${purifier.id}`, {
      name: 'HFO purifier No. 1',
      version: purifier.version,
    });
    const [goneCopy] = await shipJobs(gone.title);
    const changes = await jobChanges(cat.id);
    expect(changes.map((c) => [c.kind, c.name, c.id])).toEqual([
      ['update', bowl.title, `job:update:${bowl.id}`],
      ['add', added.title, `job:add:${added.id}`],
      ['remove', gone.title, `job:remove:${goneCopy!.id}`],
    ]);
    void seals;

    // Refused: an id not in the preview, a choice for a ship not pushed to; nothing written.
    const push = (body: object) => superintendent.post(`/pms/catalogues/${cat.id}/push`, body);
    const unknown = await push({
      shipIds: [borealis],
      jobChoices: [{ shipId: borealis, changeIds: [`job:add:${crypto.randomUUID()}`] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('jobChoices.0.changeIds.0');
    const otherShip = await push({
      shipIds: [borealis],
      jobChoices: [{ shipId: crypto.randomUUID(), changeIds: [] }],
    });
    expect(otherShip.json().details[0].field).toBe('jobChoices.0.shipId');
    const [component] = await t.db
      .select()
      .from(pmsComponents)
      .where(and(eq(pmsComponents.shipId, borealis), eq(pmsComponents.sourceTemplateId, purifier.id)));
    expect(component!.name).toBe('HFO purifier');

    // Only the addition chosen: the component and the new job come, the update and the removal wait.
    const done = await push({
      shipIds: [borealis],
      jobChoices: [{ shipId: borealis, changeIds: [`job:add:${added.id}`] }],
    });
    expect(done.statusCode).toBe(200);
    expect(
      dataOf<PushPreview>(done)[0]!
        .changes.filter((c) => c.record === 'job')
        .map((c) => c.kind),
    ).toEqual(['add']);
    expect(await shipJobs(added.title)).toHaveLength(1);
    const [bowlCopy] = await shipJobs(bowl.title);
    expect(bowlCopy).toMatchObject({ intervalValue: 3, templateVersion: bowl.version });
    expect(await shipJobs(gone.title)).toHaveLength(1);
    const [renamed] = await t.db.select().from(pmsComponents).where(eq(pmsComponents.id, component!.id));
    expect(renamed!.name).toBe('HFO purifier No. 1');
    expect((await jobChanges(cat.id)).map((c) => c.id)).toEqual([
      `job:update:${bowl.id}`,
      `job:remove:${goneCopy!.id}`,
    ]);

    // Then the rest: the update and the deletion of the unlinked copy, each with its audit row.
    const rest = await push({
      shipIds: [borealis],
      jobChoices: [{ shipId: borealis, changeIds: [`job:update:${bowl.id}`, `job:remove:${goneCopy!.id}`] }],
    });
    expect(rest.statusCode).toBe(200);
    const [bowlPushed] = await shipJobs(bowl.title);
    expect(bowlPushed).toMatchObject({ intervalValue: 6, templateVersion: edited.version });
    expect(await shipJobs(gone.title)).toHaveLength(0);
    expect((await auditOf(admin, 'pms_job', bowlCopy!.id)).map((a) => a.action)).toContain('push_template');
    expect((await auditOf(admin, 'pms_job', goneCopy!.id)).map((a) => a.action)).toContain('delete');
    expect(await jobChanges(cat.id)).toEqual([]);
  });

  it('does not offer to delete an unlinked copy that has completions (its history stays)', async () => {
    const cat = dataOf<Catalogue>(
      await superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Push family' }),
    );
    const code = '952';
    const pump = dataOf<Component>(
      await superintendent.post('/pms/components', { catalogueId: cat.id, code, name: 'Fire pump' }),
    );
    const test = dataOf<JobDetail>(
      await superintendent.post('/pms/jobs', template(pump.id, unique('Fire pump test'))),
    );
    expect(
      (await superintendent.post(`/pms/catalogues/${cat.id}/apply`, { shipId: borealis })).statusCode,
    ).toBe(201);
    const [copy] = await shipJobs(test.title);
    const completed = await superintendent.post(`/pms/jobs/${copy!.id}/complete`, {
      version: copy!.version,
      doneOn: new Date().toISOString().slice(0, 10),
      workDone: 'Tested, pressure 9 bar',
    });
    expect(completed.statusCode).toBe(200);
    expect(dataOf<JobDetail>(completed).templateDeleted).toBe(false);
    await superintendent.delete(`/pms/jobs/${test.id}?version=${test.version}`);
    expect(await jobChanges(cat.id)).toEqual([]);
    // Not offered for deletion, but the job itself says that its template is gone.
    const kept = dataOf<JobDetail>(await superintendent.get(`/pms/jobs/${copy!.id}`));
    expect([kept.templateDeleted, kept.completions.length]).toEqual([true, 1]);
    // The due list gathers the ship's unlinked copies (any due date), and only those.
    const unlinked = await superintendent.get(`/pms/jobs?shipId=${borealis}&unlinked=true&limit=200`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    const listed = unlinked.json<{ data: { id: string }[]; page: { total: number } }>();
    expect(listed.data.map((j) => j.id)).toContain(copy!.id);
    for (const j of listed.data) {
      expect(dataOf<JobDetail>(await superintendent.get(`/pms/jobs/${j.id}`)).templateDeleted).toBe(true);
    }
    expect(listed.page.total).toBe(listed.data.length);
    const all = await superintendent.get(`/pms/jobs?shipId=${borealis}&limit=200`);
    expect(all.json<{ page: { total: number } }>().page.total).toBeGreaterThan(listed.page.total);
    expect((await superintendent.get('/pms/jobs?unlinked=maybe')).statusCode).toBe(400);
  });
});
