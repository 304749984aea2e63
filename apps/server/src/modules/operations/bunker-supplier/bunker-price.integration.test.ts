import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, utcToday, type BunkerPrice, type BunkerSupplier } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, unique } from '../../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let supplier: BunkerSupplier;
const today = utcToday();
const day = (offset: number) => addCalendarDays(today, offset);

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.purchaser)]);
  supplier = dataOf<BunkerSupplier>(
    await purchaser.post('/bunker-suppliers/', {
      name: unique('Price test supplier'),
      country: 'SG',
      ports: [
        { locode: 'SGSIN', portName: 'Singapore' },
        { locode: 'MYPKG', portName: 'Port Klang' },
      ],
    }),
  );
});
afterAll(() => t?.close());

const url = () => `/bunker-suppliers/${supplier.id}/prices`;
const good = {
  portLocode: 'SGSIN',
  grade: 'VLSFO',
  price: '520.50',
  validFrom: day(-14),
  source: 'Supplier quotation',
};
const add = async (body: Record<string, unknown>) =>
  dataOf<BunkerPrice>(await purchaser.post(url(), { ...good, ...body }));
const current = async () =>
  dataOf<BunkerSupplier>(await purchaser.get(`/bunker-suppliers/${supplier.id}`)).currentPrices;

describe('POST /bunker-suppliers/:id/prices', () => {
  it('adds dated prices; the newest valid one per port and grade is shown, the history kept', async () => {
    const first = await add({});
    expect(first).toMatchObject({
      portLocode: 'SGSIN',
      portName: 'Singapore',
      grade: 'VLSFO',
      price: '520.50',
      currency: 'USD',
      validFrom: day(-14),
      validUntil: null,
      current: true,
      createdByName: 'Priya Nair',
    });
    const newer = await add({ price: '531.25', validFrom: day(-7), source: 'Broker indication' });
    expect(newer.current).toBe(true);
    const future = await add({ price: '540', validFrom: day(7) });
    expect(future).toMatchObject({ price: '540.00', current: false });
    const expired = await add({ grade: 'MGO', price: '690.00', validFrom: day(-30), validUntil: day(-1) });
    expect(expired.current).toBe(false);
    await add({ portLocode: 'mypkg', grade: 'MGO', price: '702.00', validFrom: day(0), validUntil: day(3) });

    expect((await current()).map((p) => [p.portLocode, p.grade, p.price])).toEqual([
      ['SGSIN', 'VLSFO', '531.25'],
      ['MYPKG', 'MGO', '702.00'],
    ]);

    const history = (await purchaser.get(url())).json();
    expect(history.page).toEqual({ total: 5, offset: 0, limit: 25 });
    expect(history.data.map((p: BunkerPrice) => [p.validFrom, p.price, p.current])).toEqual([
      [day(7), '540.00', false],
      [day(0), '702.00', true],
      [day(-7), '531.25', true],
      [day(-14), '520.50', false],
      [day(-30), '690.00', false],
    ]);
    const filtered = (await purchaser.get(`${url()}?port=SGSIN&grade=VLSFO&sort=price`)).json();
    expect(filtered.data.map((p: BunkerPrice) => p.price)).toEqual(['520.50', '531.25', '540.00']);
  });

  it('lets a correction entered later for the same day win', async () => {
    await add({ grade: 'HSFO', price: '430.00', validFrom: day(-2) });
    await add({ grade: 'HSFO', price: '403.00', validFrom: day(-2), source: 'Correction of typo' });
    expect((await current()).find((p) => p.grade === 'HSFO')?.price).toBe('403.00');
  });

  it('answers 400 naming the field: bad LOCODE, negative price, number price, dates, currency, unserved port', async () => {
    const before = (await purchaser.get(url())).json().page.total;
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ price: '-5.00' }, 'price', 'price must be greater than 0'],
      [{ price: 512.5 }, 'price', /written as a string/],
      [{ price: '512.555' }, 'price', 'price must have at most 2 decimal places'],
      [{ portLocode: 'SING' }, 'portLocode', /UN\/LOCODE/],
      [{ grade: 'IFO380' }, 'grade', /grade must be one of/],
      [{ currency: 'DOLLARS' }, 'currency', 'currency must be an ISO 4217 currency code such as USD'],
      [{ currency: 'ABC' }, 'currency', 'currency must be an ISO 4217 currency code such as USD'],
      [{ validFrom: '2026-02-30' }, 'validFrom', 'validFrom must be a date YYYY-MM-DD'],
      [{ validUntil: day(-30) }, 'validUntil', 'validUntil must not be before validFrom'],
      [{ source: '' }, 'source', 'source is required'],
      [
        { portLocode: 'NLRTM' },
        'portLocode',
        /^portLocode NLRTM is not a port .* serves; add the port first$/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await purchaser.post(url(), { ...good, ...body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details[0].field).toBe(field);
      expect(response.json().details[0].message).toMatch(message);
    }
    expect((await purchaser.get(url())).json().page.total).toBe(before);
  });

  it('answers 404 for an unknown supplier', async () => {
    const response = await purchaser.post(
      '/bunker-suppliers/00000000-0000-4000-8000-000000000000/prices',
      good,
    );
    expect(response.statusCode).toBe(404);
    expect(
      (await purchaser.get('/bunker-suppliers/00000000-0000-4000-8000-000000000000/prices')).statusCode,
    ).toBe(404);
  });
});

describe('history after a port is dropped, deleting a price, audit', () => {
  it('keeps the prices of a dropped port in the history but shows no current price there', async () => {
    const other = dataOf<BunkerSupplier>(
      await purchaser.post('/bunker-suppliers/', {
        name: unique('Dropper'),
        country: 'NL',
        ports: [{ locode: 'NLRTM', portName: 'Rotterdam' }],
      }),
    );
    await purchaser.post(`/bunker-suppliers/${other.id}/prices`, { ...good, portLocode: 'NLRTM' });
    await purchaser.patch(`/bunker-suppliers/${other.id}`, { version: 1, ports: [] });
    expect(
      dataOf<BunkerSupplier>(await purchaser.get(`/bunker-suppliers/${other.id}`)).currentPrices,
    ).toEqual([]);
    expect((await purchaser.get(`/bunker-suppliers/${other.id}/prices`)).json().page.total).toBe(1);
  });

  it('deletes a price entered by mistake, keeping it in the audit trail', async () => {
    const wrong = await add({ grade: 'LNG', price: '9999.00', validFrom: day(0) });
    const audit = (await admin.get(`/audit/?entityId=${wrong.id}`)).json().data;
    expect(audit).toMatchObject([
      { action: 'add_price', entity: 'bunker_price', actorName: 'Priya Nair', after: { price: '9999.00' } },
    ]);
    expect((await purchaser.delete(`${url()}/${wrong.id}`)).statusCode).toBe(204);
    expect((await current()).some((p) => p.grade === 'LNG')).toBe(false);
    expect((await purchaser.delete(`${url()}/${wrong.id}`)).statusCode).toBe(404);
    const after = (await admin.get(`/audit/?entityId=${wrong.id}`)).json().data;
    expect(after[0]).toMatchObject({
      action: 'delete_price',
      before: { price: '9999.00', grade: 'LNG' },
      after: null,
    });
  });
});
