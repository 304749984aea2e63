import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, Component, Job, JobDetail, PushPreview, SparePart } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { sparePartBody } from '../spare-part/spare-part.test-fixtures';
import { pmsJobs } from './job.table';

/** Catalogue job templates (docs/pms-jobs.md "Job templates"): create, edit, push to ships, delete. */
let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let borealis: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.superintendent),
    t.login(DEMO.master),
  ]);
  borealis = (await shipsByName(t)).byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const template = (componentId: string, overrides: object = {}) => ({
  componentId,
  title: 'Incinerator burner nozzle cleaning',
  instructions: 'Remove, clean and test the nozzle; renew the gasket.',
  intervalValue: 3,
  intervalUnit: 'months',
  toleranceDays: 7,
  responsibleRank: 8,
  critical: true,
  ...overrides,
});

async function shipJobs(shipId: string, title: string) {
  return t.db
    .select()
    .from(pmsJobs)
    .where(and(eq(pmsJobs.shipId, shipId), eq(pmsJobs.title, title)));
}

describe('job templates of a catalogue', () => {
  it('creates, edits, pushes and deletes templates; parts follow by part number; checks the rights', async () => {
    const cat = dataOf<Catalogue>(
      await superintendent.post('/pms/catalogues', { name: unique('Cat'), family: 'Template family' }),
    );
    const code = '953';
    const incinerator = dataOf<Component>(
      await superintendent.post('/pms/components', { catalogueId: cat.id, code, name: 'Incinerator' }),
    );
    const part = dataOf<SparePart>(
      await superintendent.post('/pms/spare-parts', {
        ...sparePartBody(borealis, { name: 'Burner nozzle 60° 1.25 gph' }),
        shipId: null,
        catalogueId: cat.id,
        componentIds: [incinerator.id],
      }),
    );
    const required = [{ sparePartId: part.id, name: part.name, quantity: '2' }];

    // Rights and validation: the master (no component_management) may not; a bad rank names the field.
    const refused = await master.post('/pms/jobs', template(incinerator.id));
    expect(refused.statusCode).toBe(403);
    const bad = await superintendent.post('/pms/jobs', template(incinerator.id, { responsibleRank: 11 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('responsibleRank');
    const noInterval = await superintendent.post(
      '/pms/jobs',
      template(incinerator.id, { intervalValue: null, intervalUnit: null }),
    );
    expect(noInterval.json().details[0].field).toBe('intervalValue');

    const created = await superintendent.post(
      '/pms/jobs',
      template(incinerator.id, { requiredParts: required }),
    );
    expect(created.statusCode).toBe(201);
    const nozzle = dataOf<JobDetail>(created);
    expect(nozzle).toMatchObject({ shipId: null, dueOn: null, responsibleRank: 8, requiredParts: required });
    const listed = dataOf<Job[]>(await superintendent.get(`/pms/jobs?componentId=${incinerator.id}`));
    expect(listed.map((j) => j.id)).toEqual([nozzle.id]);

    // Applied to a ship: the job comes with the component, its part linked to the ship's own part.
    await superintendent.post(`/pms/catalogues/${cat.id}/apply`, { shipId: borealis });
    const [copy] = await shipJobs(borealis, nozzle.title);
    expect(copy).toMatchObject({ sourceTemplateId: nozzle.id, templateVersion: nozzle.version });
    const shipPart = copy!.requiredParts[0]!;
    expect(shipPart.sparePartId).not.toBe(part.id);
    const linked = dataOf<SparePart>(await superintendent.get(`/pms/spare-parts/${shipPart.sparePartId}`));
    expect(linked).toMatchObject({ shipId: borealis, partNumber: part.partNumber });

    // Edited and a second template: the preview shows both job changes, the push applies them.
    const edited = dataOf<JobDetail>(
      await superintendent.patch(`/pms/jobs/${nozzle.id}`, {
        ...template(incinerator.id, { intervalValue: 6, requiredParts: required }),
        componentId: undefined,
        version: nozzle.version,
      }),
    );
    expect(edited.intervalValue).toBe(6);
    const stale = await superintendent.patch(`/pms/jobs/${nozzle.id}`, {
      ...template(incinerator.id),
      componentId: undefined,
      version: nozzle.version,
    });
    expect(stale.statusCode).toBe(409);
    const flue = dataOf<JobDetail>(
      await superintendent.post(
        '/pms/jobs',
        template(incinerator.id, { title: 'Incinerator flue gas fan inspection', critical: false }),
      ),
    );
    const preview = dataOf<PushPreview>(
      await superintendent.get(`/pms/catalogues/${cat.id}/push-preview?shipId=${borealis}`),
    );
    expect(
      preview[0]!.changes.map((c) => [c.record, c.kind, c.name, c.fields.map((f) => `${f.field}:${f.to}`)]),
    ).toEqual([
      ['job', 'update', nozzle.title, ['intervalValue:6']],
      ['job', 'add', flue.title, []],
    ]);
    await superintendent.post(`/pms/catalogues/${cat.id}/push`, { shipIds: [borealis] });
    const [pushed] = await shipJobs(borealis, nozzle.title);
    expect(pushed).toMatchObject({ intervalValue: 6, templateVersion: edited.version });
    expect(pushed!.requiredParts[0]!.sparePartId).toBe(shipPart.sparePartId);
    expect(await shipJobs(borealis, flue.title)).toHaveLength(1);
    const after = dataOf<PushPreview>(
      await superintendent.get(`/pms/catalogues/${cat.id}/push-preview?shipId=${borealis}`),
    );
    expect(after[0]!.changes).toEqual([]);

    // Delete: stale version 409, master 403, then gone with an audit row; the ship's copy stays.
    expect((await superintendent.delete(`/pms/jobs/${flue.id}?version=${flue.version + 1}`)).statusCode).toBe(
      409,
    );
    expect((await master.delete(`/pms/jobs/${flue.id}?version=${flue.version}`)).statusCode).toBe(403);
    expect((await superintendent.delete(`/pms/jobs/${flue.id}?version=${flue.version}`)).statusCode).toBe(
      204,
    );
    expect((await superintendent.get(`/pms/jobs/${flue.id}`)).statusCode).toBe(404);
    expect((await auditOf(admin, 'pms_job', flue.id)).map((a) => a.action)).toContain('delete');
    const [kept] = await shipJobs(borealis, flue.title);
    expect(kept).toMatchObject({ sourceTemplateId: null });
  });
});
