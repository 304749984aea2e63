import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PAGE_LIMIT,
  addCalendarDays,
  fallsDueWithin,
  summariseDue,
  type CertificateDueItem,
  type CertificateDueSummary,
  type CertificateView,
  type WorkItem,
  type WorkQueue,
} from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import * as repo from './certificate.repo';
import { certificates } from './certificate.table';
import { toCertificateView, todayUtc } from './certificate-view';

/**
 * The due list, its summary and the work queue's count read only the certificates that can fall due
 * (an SQL pre-filter on the effective expiry and the supersession rule). Their answers must equal the
 * plain derivation: every certificate read, its state derived by packages/domain, then filtered.
 */
let t: TestApp;
let admin: TestSession;
let today: string;
let aurora: string;
const day = (n: number) => addCalendarDays(today, n);

/** Every certificate with its derived state, in the order the old service read them. */
async function allViews(): Promise<CertificateView[]> {
  const { rows } = await repo.selectCertificates(
    t.db,
    { shipIds: null },
    { field: 'expiryDate', desc: false },
  );
  return rows.map((r) => toCertificateView(r, today));
}

/** The plain derivation of `GET /certificates/due`. */
function plainDue(views: CertificateView[], withinDays: number) {
  const due = views
    .filter((v) => fallsDueWithin(v, withinDays))
    .sort((a, b) => a.daysToExpiry! - b.daysToExpiry! || a.shipName.localeCompare(b.shipName));
  return { ids: due.map((v) => v.id), summary: summariseDue(views), due };
}

async function dueAnswer(query: string) {
  const ids: string[] = [];
  let summary: CertificateDueSummary | undefined;
  let total = -1;
  for (let offset = 0; total === -1 || offset < total; offset += MAX_PAGE_LIMIT) {
    const body = (
      await admin.get(`/certificates/due?${query}&offset=${offset}&limit=${MAX_PAGE_LIMIT}`)
    ).json() as {
      data: CertificateDueItem[];
      page: { total: number };
      summary: CertificateDueSummary;
    };
    ids.push(...body.data.map((c) => c.id));
    summary = body.summary;
    total = body.page.total;
  }
  return { ids, summary, total };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  today = todayUtc();
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  let n = 0;
  const insert = async (values: Partial<typeof certificates.$inferInsert>) => {
    n += 1;
    const [row] = await t.db
      .insert(certificates)
      .values({
        shipId: aurora,
        kind: 'statutory',
        name: `Prefilter certificate ${n}`,
        number: `PF-${n}`,
        issuer: 'Test issuer',
        issueDate: day(-700),
        hasSurveyWindows: false,
        ...values,
      })
      .returning({ id: certificates.id });
    return row!.id;
  };
  // Extended: the extension, not the expiry date, decides (beyond 90 days; within 60; the odd
  // extension that ends before the expiry date, where the expiry date decides).
  await insert({ expiryDate: day(-10), extendedUntil: day(100) });
  await insert({ expiryDate: day(-5), extendedUntil: day(45) });
  await insert({ expiryDate: day(-2), extendedUntil: day(25) });
  await insert({ expiryDate: day(20), extendedUntil: day(-3) });
  // Superseded from yesterday, from today, from a future day (still in force), and replaced
  // without a date.
  const renewal = await insert({ expiryDate: day(1800) });
  await insert({ expiryDate: day(10), supersededAt: day(-1), supersededById: renewal });
  await insert({ expiryDate: day(3), supersededAt: today });
  await insert({ expiryDate: day(10), supersededAt: day(5), supersededById: renewal });
  await insert({ expiryDate: day(-20), supersededById: renewal });
  // No expiry (with and without a stray extension).
  await insert({ expiryDate: null });
  await insert({ expiryDate: null, extendedUntil: day(5) });
  // Long expired, and the edges of each horizon.
  for (const offset of [-400, -1, 0, 30, 31, 60, 61, 90, 91, 200]) await insert({ expiryDate: day(offset) });
});
afterAll(() => t?.close());

describe('certificates falling due, read with an SQL pre-filter', () => {
  it('reads exactly the certificates in force whose effective expiry is within each horizon', async () => {
    const views = await allViews();
    for (const horizon of [-30, -1, 0, 10, 30, 45, 60, 90, 100, 120, 400]) {
      const expected = views.filter((v) => fallsDueWithin(v, horizon)).map((v) => v.id);
      const filter = { shipIds: null };
      const rows = await repo.selectDueCertificates(t.db, filter, today, day(horizon));
      expect(
        rows.map((r) => r.id),
        `horizon ${horizon}`,
      ).toEqual(expected);
      expect(await repo.countDueCertificates(t.db, filter, today, day(horizon))).toBe(expected.length);
    }
  });

  it('answers GET /certificates/due exactly as the plain derivation, for each horizon and a ship', async () => {
    const views = await allViews();
    for (const withinDays of [30, 60, 90]) {
      const expected = plainDue(views, withinDays);
      expect(expected.ids.length).toBeGreaterThan(0);
      const answer = await dueAnswer(`withinDays=${withinDays}`);
      expect(answer.ids, `withinDays ${withinDays}`).toEqual(expected.ids);
      expect(answer.total).toBe(expected.ids.length);
      expect(answer.summary).toEqual(expected.summary);

      const ship = plainDue(
        views.filter((v) => v.shipId === aurora),
        withinDays,
      );
      const one = await dueAnswer(`withinDays=${withinDays}&shipId=${aurora}`);
      expect(one.ids).toEqual(ship.ids);
      expect(one.summary).toEqual(ship.summary);
    }
  });

  it('gives the work queue the same count (counted in SQL) and items as the plain derivation', async () => {
    const expected = plainDue(await allViews(), 30);
    const counts = dataOf<WorkQueue>(await admin.get('/work'));
    const group = counts.groups.find((g) => g.kind === 'certificate_due');
    expect(group).toMatchObject({ count: expected.ids.length, items: [] });

    const queue = dataOf<WorkQueue>(await admin.get('/work?items=5'));
    const withItems = queue.groups.find((g) => g.kind === 'certificate_due')!;
    expect(withItems.count).toBe(expected.ids.length);
    expect(withItems.items.map((i) => i.id)).toEqual(expected.ids.slice(0, 5));
    expect(queue.total).toBe(counts.total);

    const items = dataOf<WorkItem[]>(await admin.get(`/work/items?kind=certificate_due&limit=100`));
    expect(items.map((i) => i.id)).toEqual(expected.ids);
    const extended = expected.due.find((v) => v.state === 'EXTENDED')!;
    expect(items.find((i) => i.id === extended.id)?.at).toBe(day(25));
  });
});
