import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BunkerSupplier } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, unique } from '../../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.purchaser)]);
});
afterAll(() => t?.close());

async function auditOf(id: string) {
  return (await admin.get(`/audit/?entityId=${id}`)).json().data as {
    action: string;
    actorName: string;
    before: unknown;
    after: unknown;
  }[];
}

async function newSupplier(body: Record<string, unknown> = {}): Promise<BunkerSupplier> {
  return dataOf<BunkerSupplier>(
    await purchaser.post('/bunker-suppliers/', { name: unique('Supplier'), country: 'NL', ...body }),
  );
}

describe('PATCH /bunker-suppliers/:id', () => {
  it('changes fields, ports and contacts with the version read, recording the rater, with an audit row', async () => {
    const supplier = await newSupplier({ ports: [{ locode: 'NLRTM', portName: 'Rotterdam' }] });
    const superintendent = await t.login(DEMO.superintendent);
    const response = await superintendent.patch(`/bunker-suppliers/${supplier.id}`, {
      version: 1,
      rating: 2,
      notes: 'Late barge twice in March.',
      ports: [
        { locode: 'NLRTM', portName: 'Rotterdam' },
        { locode: 'BEANR', portName: 'Antwerp' },
      ],
      contacts: [{ name: 'Desk', phone: '+31 10 000 0000' }],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data as BunkerSupplier;
    expect(updated).toMatchObject({
      version: 2,
      rating: 2,
      ratedByName: 'Sven Lindqvist',
      notes: 'Late barge twice in March.',
      ports: [{ locode: 'NLRTM' }, { locode: 'BEANR' }],
      contacts: [{ name: 'Desk', role: null, email: null, phone: '+31 10 000 0000' }],
    });
    const audit = await auditOf(supplier.id);
    expect(audit[0]).toMatchObject({
      action: 'update',
      actorName: 'Sven Lindqvist',
      before: { version: 1, rating: null },
      after: { version: 2, rating: 2 },
    });

    const same = dataOf<BunkerSupplier>(
      await purchaser.patch(`/bunker-suppliers/${supplier.id}`, { version: 2, rating: 2 }),
    );
    expect(same.version).toBe(2);
    const cleared = dataOf<BunkerSupplier>(
      await purchaser.patch(`/bunker-suppliers/${supplier.id}`, { version: 2, rating: null }),
    );
    expect(cleared).toMatchObject({ version: 3, rating: null, ratedByName: null, ratedAt: null });
  });

  it('answers 409 for a stale version and 400 naming the field, changing nothing', async () => {
    const supplier = await newSupplier();
    expect(
      dataOf<BunkerSupplier>(
        await purchaser.patch(`/bunker-suppliers/${supplier.id}`, { version: 1, notes: 'a' }),
      ).version,
    ).toBe(2);
    const stale = await purchaser.patch(`/bunker-suppliers/${supplier.id}`, { version: 1, notes: 'b' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Bunker supplier was changed by someone else; reload it and try again');
    const bad = await purchaser.patch(`/bunker-suppliers/${supplier.id}`, {
      version: 2,
      ports: [{ locode: 'SG-SIN', portName: 'S' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('ports.0.locode');
    const twice = await purchaser.patch(`/bunker-suppliers/${supplier.id}`, {
      version: 2,
      ports: [
        { locode: 'SGSIN', portName: 'Singapore' },
        { locode: 'SGSIN', portName: 'Singapore' },
      ],
    });
    expect(twice.json().details[0]).toEqual({
      field: 'ports.1.locode',
      message: 'locode SGSIN is listed twice',
    });
    expect(dataOf<BunkerSupplier>(await purchaser.get(`/bunker-suppliers/${supplier.id}`))).toMatchObject({
      version: 2,
      notes: 'a',
      ports: [],
    });
    expect(
      (await purchaser.patch(`/bunker-suppliers/${supplier.id}`, { notes: 'x' })).json().details[0].field,
    ).toBe('version');
  });
});

describe('DELETE /bunker-suppliers/:id', () => {
  it('needs the current version, removes the supplier with its prices and keeps it in the audit', async () => {
    const supplier = await newSupplier({ ports: [{ locode: 'GIGIB', portName: 'Gibraltar' }] });
    await purchaser.post(`/bunker-suppliers/${supplier.id}/prices`, {
      portLocode: 'GIGIB',
      grade: 'MGO',
      price: '700.00',
      validFrom: '2026-01-01',
      source: 'Supplier quotation',
    });
    expect((await purchaser.delete(`/bunker-suppliers/${supplier.id}`)).json().details[0].field).toBe(
      'querystring.version',
    );
    expect((await purchaser.delete(`/bunker-suppliers/${supplier.id}?version=2`)).statusCode).toBe(409);
    const gone = await purchaser.delete(`/bunker-suppliers/${supplier.id}?version=1`);
    expect(gone.statusCode).toBe(204);
    expect((await purchaser.get(`/bunker-suppliers/${supplier.id}`)).statusCode).toBe(404);
    expect((await purchaser.delete(`/bunker-suppliers/${supplier.id}?version=1`)).statusCode).toBe(404);
    expect((await auditOf(supplier.id))[0]).toMatchObject({
      action: 'delete',
      before: { name: supplier.name },
      after: null,
    });
  });
});
