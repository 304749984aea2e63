import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf } from '../../../test/fixtures';
import { agentBody, auditOf } from '../purchasing.test-fixtures';
import { activeAgentsInPort, agentById } from './agent.service';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let master: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, accountant, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
  ]);
});
afterAll(() => t?.close());

describe('port agents: permission matrix', () => {
  it('lets the purchaser and an administrator use every route', async () => {
    for (const s of [purchaser, admin]) {
      expect((await s.get('/purchasing/agents/')).statusCode).toBe(200);
      const created = dataOf<Agent>(await s.post('/purchasing/agents/', agentBody()));
      expect((await s.get(`/purchasing/agents/${created.id}`)).statusCode).toBe(200);
      expect(
        (await s.patch(`/purchasing/agents/${created.id}`, { version: 1, phone: null })).statusCode,
      ).toBe(200);
    }
  });

  it('refuses the accountant and the master (no purchasing.agent) on every route', async () => {
    const agent = dataOf<Agent>(await admin.post('/purchasing/agents/', agentBody()));
    for (const s of [accountant, master]) {
      for (const a of [
        await s.get('/purchasing/agents/'),
        await s.post('/purchasing/agents/', agentBody()),
        await s.get(`/purchasing/agents/${agent.id}`),
        await s.patch(`/purchasing/agents/${agent.id}`, { version: agent.version, active: false }),
      ]) {
        expect(a.statusCode).toBe(403);
        expect(a.json().message).toBe('Missing permission: purchasing.agent');
      }
    }
  });
});

describe('port agents: records', () => {
  it('creates an agent in a port with contacts and an audit row', async () => {
    const response = await purchaser.post('/purchasing/agents/', agentBody({ portLocode: 'be anr' }));
    expect(response.statusCode).toBe(201);
    const a = response.json().data as Agent;
    expect(a).toMatchObject({ portLocode: 'BEANR', portName: 'Antwerp', active: true, version: 1 });
    expect(a.contacts).toHaveLength(1);
    expect((await auditOf(admin, 'agent', a.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('refuses a second agency of the same name in the same port with 409', async () => {
    const response = await purchaser.post(
      '/purchasing/agents/',
      agentBody({ name: 'maas port agency bv', portLocode: 'NLRTM', portName: 'Rotterdam' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An agent of this name already exists in this port');
  });

  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ portLocode: 'ROTTERDAM' }, 'portLocode'],
      [{ portName: '' }, 'portName'],
      [{ email: 'ops at agency' }, 'email'],
      [{ phone: 'ring twice' }, 'phone'],
      [{ addressLines: ['', ''] }, 'addressLines'],
      [{ country: 'XX' }, 'country'],
    ];
    for (const [patch, field] of cases) {
      const response = await purchaser.post('/purchasing/agents/', agentBody(patch as never));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('filters by port and active, searches and sorts on the server', async () => {
    const singapore = (await purchaser.get('/purchasing/agents/?port=SGSIN')).json();
    expect(singapore.data.map((a: Agent) => a.name)).toEqual(['Merlion Shipping Agencies Pte Ltd']);
    const byPort = (await purchaser.get('/purchasing/agents/?sort=portLocode&limit=3&q=agency')).json();
    expect(byPort.data.map((a: Agent) => a.portLocode)).toEqual(
      [...byPort.data.map((a: Agent) => a.portLocode)].sort(),
    );
    expect((await purchaser.get('/purchasing/agents/?port=123')).statusCode).toBe(400);
  });

  it('deactivates with the optimistic lock and refuses a stale version', async () => {
    const a = dataOf<Agent>(await purchaser.post('/purchasing/agents/', agentBody()));
    const off = await purchaser.patch(`/purchasing/agents/${a.id}`, { version: 1, active: false });
    expect(off.json().data).toMatchObject({ active: false, version: 2 });
    expect(
      (await purchaser.patch(`/purchasing/agents/${a.id}`, { version: 1, name: 'Late' })).statusCode,
    ).toBe(409);
    expect((await auditOf(admin, 'agent', a.id)).map((r) => r.action)).toEqual(['deactivate', 'create']);
    expect(
      (await purchaser.get('/purchasing/agents/?active=false')).json().data.map((x: Agent) => x.id),
    ).toContain(a.id);
  });

  it('serves other modules: an agent by id and the active agents of a port', async () => {
    const [houston] = await activeAgentsInPort(t.db, 'USHOU');
    expect(houston?.name).toBe('Gulf Coast Ship Agency Inc.');
    expect((await agentById(t.db, houston!.id))?.email).toBe('houston@gulfcoast-agency.example');
  });
});
