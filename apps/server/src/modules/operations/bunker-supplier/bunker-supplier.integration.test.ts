import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BunkerSupplier, BunkerSupplierSummary } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf } from '../../../test/fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.purchaser)]);
});
afterAll(() => t?.close());

const list = (s: TestSession, query = '') => s.get(`/bunker-suppliers/?${query}`);
const names = (response: { json: () => unknown }) =>
  (response.json() as { data: BunkerSupplierSummary[] }).data.map((s) => s.name);

async function auditOf(id: string) {
  return (await admin.get(`/audit/?entityId=${id}`)).json().data as {
    action: string;
    actorName: string;
    before: unknown;
    after: unknown;
  }[];
}

describe('GET /bunker-suppliers/', () => {
  it('lists the twelve demo suppliers by name, paged, with ports, priced grades and contact count', async () => {
    const page = (await list(purchaser, 'limit=5')).json();
    expect(page.page).toEqual({ total: 12, offset: 0, limit: 5 });
    expect(page.data.map((s: BunkerSupplierSummary) => s.name)).toEqual([
      'Atlántica Bunker Canarias S.A.',
      'Busan Harbour Oil Co., Ltd.',
      'Estrecho Combustibles Marinos S.L.',
      'Fujairah Anchorage Petroleum FZE',
      'Galveston Bay Marine Fuels LLC',
    ]);
    const busan = page.data[1] as BunkerSupplierSummary;
    expect(busan).toMatchObject({
      country: 'KR',
      rating: 5,
      ratedByName: 'Priya Nair',
      ports: [
        { locode: 'KRPUS', portName: 'Busan' },
        { locode: 'KRUSN', portName: 'Ulsan' },
      ],
      grades: ['VLSFO', 'HSFO', 'MGO', 'LNG'],
      contactCount: 2,
    });
  });

  it('searches name and ports, filters by port and grade, and sorts', async () => {
    expect(names(await list(purchaser, 'q=rotterdam'))).toEqual([
      'Maasvlakte Bunker Services B.V.',
      'Scheldt Oil Supply NV',
    ]);
    expect(names(await list(purchaser, 'q=SGSIN'))).toEqual([
      'Lion City Bunkering Pte Ltd',
      'Straits Marine Fuels Pte Ltd',
    ]);
    expect(names(await list(purchaser, 'q=rock bay'))).toEqual(['Rock Bay Bunkers Ltd']);
    expect(names(await list(purchaser, 'port=AEFJR'))).toEqual([
      'Fujairah Anchorage Petroleum FZE',
      'Gulf Crescent Marine Energy LLC',
    ]);
    expect(names(await list(purchaser, 'grade=LNG'))).toEqual([
      'Busan Harbour Oil Co., Ltd.',
      'Maasvlakte Bunker Services B.V.',
      'Straits Marine Fuels Pte Ltd',
    ]);
    expect(names(await list(purchaser, 'port=BEANR&grade=HSFO'))).toEqual(['Scheldt Oil Supply NV']);
    expect(names(await list(purchaser, 'port=nlrtm&grade=LNG'))).toEqual(['Maasvlakte Bunker Services B.V.']);
    const byRating = (await list(purchaser, 'sort=-rating&limit=12')).json().data as BunkerSupplierSummary[];
    expect(byRating.map((s) => s.rating)).toEqual([5, 5, 4, 4, 4, 4, 4, 3, 3, 3, 2, null]);
    const byPorts = (await list(purchaser, 'sort=-portCount&limit=1')).json().data as BunkerSupplierSummary[];
    expect(byPorts[0]?.name).toBe('Isthmus Bunker Supply S.A.');
    expect((await list(purchaser, 'q=%25')).json().page.total).toBe(0);
  });

  it('answers 400 naming the parameter for a bad port, grade, sort or limit', async () => {
    const port = await list(purchaser, 'port=Rotterdam');
    expect(port.statusCode).toBe(400);
    expect(port.json().details[0].field).toBe('querystring.port');
    expect(port.json().message).toMatch(/^Port must be a UN\/LOCODE/);
    const grade = await list(purchaser, 'grade=IFO380');
    expect(grade.json().details[0].field).toBe('querystring.grade');
    const sort = await list(purchaser, 'sort=notes');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe(
      'Sort must be one of name, country, rating, portCount, createdAt, updatedAt (prefix - for descending)',
    );
    expect((await list(purchaser, 'limit=500')).statusCode).toBe(400);
  });

  it('lists the served ports for the filter', async () => {
    const ports = (await purchaser.get('/bunker-suppliers/ports/')).json().data as {
      locode: string;
      supplierCount: number;
    }[];
    expect(ports.find((p) => p.locode === 'SGSIN')).toEqual({
      locode: 'SGSIN',
      portName: 'Singapore',
      supplierCount: 2,
    });
    expect(ports.map((p) => p.locode)).toEqual(
      expect.arrayContaining([
        'NLRTM',
        'AEFJR',
        'GIGIB',
        'USHOU',
        'KRPUS',
        'ESALG',
        'PAPTY',
        'ESLPA',
        'BEANR',
      ]),
    );
  });
});

describe('GET /bunker-suppliers/:id', () => {
  it('shows contacts and exactly one current price per served port and grade', async () => {
    const id = (await list(purchaser, 'q=Maasvlakte')).json().data[0].id;
    const supplier = dataOf<BunkerSupplier>(await purchaser.get(`/bunker-suppliers/${id}`));
    expect(supplier.contacts).toHaveLength(2);
    expect(supplier.contacts[0]).toMatchObject({ name: 'Joost van der Berg', phone: '+31 10 252 1040' });
    expect(supplier.currentPrices.map((p) => `${p.portLocode} ${p.grade}`)).toEqual([
      'NLRTM VLSFO',
      'NLRTM ULSFO',
      'NLRTM MGO',
      'NLRTM B24',
      'NLRTM LNG',
      'BEANR VLSFO',
      'BEANR ULSFO',
      'BEANR MGO',
    ]);
    const vlsfo = supplier.currentPrices[0]!;
    expect(vlsfo).toMatchObject({ price: '499.00', currency: 'USD', validUntil: null, current: true });
    expect(vlsfo.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await purchaser.get('/bunker-suppliers/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Bunker supplier not found' });
    expect((await purchaser.get('/bunker-suppliers/42')).json().message).toBe('ID must be a valid id');
  });
});

describe('POST /bunker-suppliers/', () => {
  it('creates a supplier (201) with ports, contacts and a rating recorded with who and when', async () => {
    const response = await purchaser.post('/bunker-suppliers/', {
      name: '  Hafen Bunker Hamburg GmbH ',
      country: 'de',
      website: 'www.hafenbunker.example.com',
      rating: 4,
      ports: [{ locode: 'de ham', portName: 'Hamburg' }],
      contacts: [
        {
          name: 'Jan Petersen',
          role: 'Trader',
          email: 'Jan@Hafenbunker.example.com',
          phone: '+49 40 123 4567',
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data as BunkerSupplier;
    expect(created).toMatchObject({
      name: 'Hafen Bunker Hamburg GmbH',
      country: 'DE',
      website: 'https://www.hafenbunker.example.com',
      rating: 4,
      ratedByName: 'Priya Nair',
      ratedById: purchaser.user.id,
      ports: [{ locode: 'DEHAM', portName: 'Hamburg' }],
      contacts: [
        {
          name: 'Jan Petersen',
          role: 'Trader',
          email: 'jan@hafenbunker.example.com',
          phone: '+49 40 123 4567',
        },
      ],
      currentPrices: [],
      version: 1,
    });
    expect(created.ratedAt).toMatch(/Z$/);
    expect(await auditOf(created.id)).toMatchObject([
      { action: 'create', actorName: 'Priya Nair', before: null },
    ]);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = (await list(purchaser)).json().page.total;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { name: 'X', country: 'NL', ports: [{ locode: 'NLRT', portName: 'Rotterdam' }] },
        'ports.0.locode',
        /UN\/LOCODE/,
      ],
      [
        { name: 'X', country: 'NL', ports: [{ locode: 'XXABC', portName: 'Nowhere' }] },
        'ports.0.locode',
        /UN\/LOCODE/,
      ],
      [{ name: 'X', country: 'NL', rating: 7 }, 'rating', /1 to 5/],
      [{ name: 'X', country: 'Holland' }, 'country', /ISO 3166-1/],
      [{ name: ' ', country: 'NL' }, 'name', /required/],
      [
        { name: 'X', country: 'NL', contacts: [{ name: 'A', email: 'not-mail' }] },
        'contacts.0.email',
        /valid e-mail/,
      ],
      [
        { name: 'X', country: 'NL', contacts: [{ name: 'A', phone: 'ring' }] },
        'contacts.0.phone',
        /telephone/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await purchaser.post('/bunker-suppliers/', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details[0].field).toBe(field);
      expect(response.json().message).toMatch(message);
    }
    expect((await list(purchaser)).json().page.total).toBe(before);
  });
});
