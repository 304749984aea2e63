import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateView } from '@keel/domain';
import { createTestApp, type TestApp, type TestResponse, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { certificateBody, createCertificate, SAMPLE_PDF, upload } from './certificate.fixtures';

/**
 * Every certificate route: allowed for the master on his ship and for the superintendent on any
 * ship; 403 for the purchaser (no `certificate.certificates`) and for the master on another ship.
 */
let t: TestApp;
let admin: TestSession;
let sessions: Record<'superintendent' | 'master' | 'purchaser', TestSession>;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  sessions = {
    superintendent: await t.login(DEMO.superintendent),
    master: await t.login(DEMO.master),
    purchaser: await t.login(DEMO.purchaser),
  };
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  borealis = byName('Keel Borealis').id;
});
afterAll(() => t?.close());

interface Route {
  name: string;
  ok: number;
  /** Sends the request as `session` for a record of `shipId` (set up by the administrator). */
  send: (session: TestSession, shipId: string) => Promise<TestResponse>;
}

const scratch = (shipId: string) => createCertificate(admin, shipId);

const routes: Route[] = [
  { name: 'GET /certificates/', ok: 200, send: (s, ship) => s.get(`/certificates/?shipId=${ship}`) },
  {
    name: 'GET /certificates/matrix',
    ok: 200,
    send: (s, ship) => s.get(`/certificates/matrix?shipId=${ship}`),
  },
  {
    name: 'GET /certificates/due',
    ok: 200,
    send: (s, ship) => s.get(`/certificates/due?shipId=${ship}&withinDays=90`),
  },
  {
    name: 'POST /certificates/',
    ok: 201,
    send: (s, ship) => s.post('/certificates/', certificateBody(ship)),
  },
  {
    name: 'GET /certificates/:id',
    ok: 200,
    send: async (s, ship) => s.get(`/certificates/${(await scratch(ship)).id}`),
  },
  {
    name: 'PATCH /certificates/:id',
    ok: 200,
    send: async (s, ship) => {
      const c = await scratch(ship);
      return s.patch(`/certificates/${c.id}`, { version: c.version, remarks: 'Annual survey endorsed' });
    },
  },
  {
    name: 'POST /certificates/:id/renew',
    ok: 201,
    send: async (s, ship) => {
      const c = await scratch(ship);
      return s.post(`/certificates/${c.id}/renew`, {
        version: c.version,
        number: 'R-1',
        issuer: 'DNV AS',
        renewalDate: '2029-03-01',
      });
    },
  },
  {
    name: 'POST /certificates/:id/supersede',
    ok: 200,
    send: async (s, ship) => {
      const c = await scratch(ship);
      return s.post(`/certificates/${c.id}/supersede`, { version: c.version, supersededAt: '2025-01-01' });
    },
  },
  {
    name: 'POST /certificates/:id/file',
    ok: 200,
    send: async (s, ship) => {
      const c = await scratch(ship);
      return upload(s, c.id, c.version, { name: 'scan.pdf', content: SAMPLE_PDF });
    },
  },
  {
    name: 'GET /certificates/:id/file',
    ok: 200,
    send: async (s, ship) => {
      const c = await scratch(ship);
      dataOf(await upload(admin, c.id, c.version, { name: 'scan.pdf', content: SAMPLE_PDF }));
      return s.get(`/certificates/${c.id}/file`);
    },
  },
];

describe.each(routes)('$name', (route) => {
  it('is allowed for the master on his ship and the superintendent on any ship', async () => {
    expect((await route.send(sessions.master, aurora)).statusCode).toBe(route.ok);
    expect((await route.send(sessions.superintendent, borealis)).statusCode).toBe(route.ok);
  });

  it('is refused without the certificates sidebar permission', async () => {
    const response = await route.send(sessions.purchaser, aurora);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing permission: certificate.certificates');
  });

  it("is refused for a ship outside the user's scope", async () => {
    const response = await route.send(sessions.master, borealis);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You have no access to this ship');
  });
});

describe('lists are limited to the ships in scope', () => {
  it('shows the master only Keel Aurora in the list, the matrix and the due list', async () => {
    const list = (await sessions.master.get('/certificates/?limit=200')).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(new Set(list.data.map((c: CertificateView) => c.shipName))).toEqual(new Set(['Keel Aurora']));
    const matrix = (await sessions.master.get('/certificates/matrix')).json();
    expect(matrix.data.map((r: { shipName: string }) => r.shipName)).toEqual(['Keel Aurora']);
    const due = (await sessions.master.get('/certificates/due?withinDays=90')).json();
    expect(new Set(due.data.map((c: { shipName: string }) => c.shipName))).toEqual(new Set(['Keel Aurora']));
  });

  it('shows the superintendent every ship', async () => {
    const matrix = (await sessions.superintendent.get('/certificates/matrix')).json();
    expect(matrix.page.total).toBe(6);
  });

  it('answers 404 for an unknown certificate', async () => {
    const response = await sessions.superintendent.get('/certificates/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Certificate not found');
  });
});
