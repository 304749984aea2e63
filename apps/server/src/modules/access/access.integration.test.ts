import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_DESCRIPTIONS, ACTION_NAMES, SIDEBAR_PERMISSIONS } from '@keel/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO, shipsByName } from '../../test/fixtures';

let t: TestApp;
let fleet: Awaited<ReturnType<typeof shipsByName>>;
beforeAll(async () => {
  t = await createTestApp();
  fleet = await shipsByName(t);
});
afterAll(() => t?.close());

const SUPERINTENDENT_SIDEBAR = [
  'Conning.API',
  'Conning.Sensor',
  'DMS.dcr',
  'DMS.ism_manual',
  'DMS.obsolete',
  'PMS.catalogues',
  'PMS.jobs',
  'appliance.manage',
  'appliance.versions',
  'certificate.certificates',
  'dashboard',
  'event',
  'fleet',
  'operation.bunkering_suppliers',
  'purchasing.delivery',
  'purchasing.purchase_order',
  'purchasing.requisition',
  'report.live_map',
  'report.overview',
  'report.report_table',
  'report.timeline',
];
const SUPERINTENDENT_ACTIONS = [
  'approve_documents',
  'approve_purchase_order',
  'component_management',
  'get_purchase_orders',
  'get_quotes',
  'get_vendor_rfq_overview',
  'job_management',
  'job_read',
  'manage_delivery_report',
  'manage_documents',
  'manage_req_status',
  'moderate_requisition',
  'spare_part_management',
  'spare_part_read',
];
const MASTER_SIDEBAR = [
  'Conning.API',
  'DMS.dcr',
  'DMS.ism_manual',
  'PMS.catalogues',
  'PMS.jobs',
  'appliance.versions',
  'certificate.certificates',
  'dashboard',
  'event',
  'fleet',
  'purchasing.delivery',
  'purchasing.requisition',
  'report.live_map',
  'report.report_table',
];
const MASTER_ACTIONS = [
  'job_management',
  'job_read',
  'manage_delivery_report',
  'manage_req_status',
  'spare_part_management',
  'spare_part_read',
];

const byShip = (list: { ship_id: string; actions: string[] }[]) =>
  [...list].sort((a, b) => a.ship_id.localeCompare(b.ship_id));

describe('GET /access/actions/', () => {
  it("lists the spec's 24 actions with their descriptions in the spec order, then Keel's two document actions", async () => {
    const session = await t.login(DEMO.master);
    const response = await session.get('/access/actions/');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { name: string; description: string }[];
    expect(data).toHaveLength(26);
    expect(data.slice(24).map((a) => a.name)).toEqual(['manage_documents', 'approve_documents']);
    expect(data.map((a) => a.name)).toEqual(ACTION_NAMES);
    expect(data[0]).toEqual({
      name: 'get_vendor_rfq_overview',
      description: 'See the RFQ overview: which vendors were invited and who has replied',
    });
    for (const entry of data)
      expect(entry.description).toBe(ACTION_DESCRIPTIONS[entry.name as keyof typeof ACTION_DESCRIPTIONS]);
  });
});

describe('GET /access/actions/me/ and /access/sidebar/me/', () => {
  it('gives an administrator every action on every ship and every sidebar permission', async () => {
    const admin = await t.login(DEMO.admin);
    const actions = (await admin.get('/access/actions/me/')).json().data;
    expect(byShip(actions)).toEqual(
      byShip(fleet.all.map((s) => ({ ship_id: s.id, actions: [...ACTION_NAMES] }))),
    );
    expect((await admin.get('/access/sidebar/me/')).json()).toEqual({ data: [...SIDEBAR_PERMISSIONS] });
  });

  it('gives the superintendent (all ships) his role on each of the six ships', async () => {
    const session = await t.login(DEMO.superintendent);
    const actions = (await session.get('/access/actions/me/')).json().data;
    expect(byShip(actions)).toEqual(
      byShip(fleet.all.map((s) => ({ ship_id: s.id, actions: SUPERINTENDENT_ACTIONS }))),
    );
    expect((await session.get('/access/sidebar/me/')).json()).toEqual({ data: SUPERINTENDENT_SIDEBAR });
  });

  it('gives the master his actions on his one ship only', async () => {
    const session = await t.login(DEMO.master);
    const response = await session.get('/access/actions/me/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ ship_id: fleet.byName('Keel Aurora').id, actions: MASTER_ACTIONS }],
    });
    expect((await session.get('/access/sidebar/me/')).json()).toEqual({ data: MASTER_SIDEBAR });
  });
});

describe('GET /access/ships/me/', () => {
  it('lists every ship for an administrator and for an all-ships role, by name', async () => {
    const expected = fleet.all.map((s) => ({ id: s.id, name: s.name, imo: s.imo, family: s.family }));
    for (const email of [DEMO.admin, DEMO.superintendent]) {
      const response = await (await t.login(email)).get('/access/ships/me/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: expected });
    }
    expect(expected.map((s) => s.name)).toEqual([
      'Keel Aurora',
      'Keel Borealis',
      'Keel Cassiopeia',
      'Keel Dorado',
      'Keel Eridanus',
      'Keel Fornax',
    ]);
  });

  it("lists only the master's ship for the master", async () => {
    const response = await (await t.login(DEMO.master)).get('/access/ships/me/');
    expect(response.json()).toEqual({
      data: [
        {
          id: fleet.byName('Keel Aurora').id,
          name: 'Keel Aurora',
          imo: '9700043',
          family: 'Ultramax bulk carriers',
        },
      ],
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/access/ships/me/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/docs/json', () => {
  it('documents the access, users, roles, config and audit routes', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/access/ships/me/',
        '/api/v1/users/',
        '/api/v1/users/{id}',
        '/api/v1/users/{id}/roles',
        '/api/v1/users/{id}/password',
        '/api/v1/access/roles/',
        '/api/v1/access/roles/{id}',
        '/api/v1/config/',
        '/api/v1/audit/',
      ]),
    );
  });
});
