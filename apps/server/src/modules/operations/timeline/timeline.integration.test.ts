import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, type Timeline } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { loginScopedUser, newEvent } from '../operations.fixtures';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let aurora: string;
let borealis: string;
const today = new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.superintendent)]);
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  borealis = byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const timeline = async (s: TestSession, qs: string) => dataOf<Timeline>(await s.get(`/timeline/?${qs}`));

describe('GET /timeline/', () => {
  it('gives one lane per ship with the events of the period', async () => {
    const from = addCalendarDays(today, -180);
    const body = await timeline(superintendent, `from=${from}&to=${today}`);
    expect(body.from).toBe(from);
    expect(body.lanes.map((l) => l.shipName)).toEqual([
      'Keel Aurora',
      'Keel Borealis',
      'Keel Cassiopeia',
      'Keel Dorado',
      'Keel Eridanus',
      'Keel Fornax',
    ]);
    expect(body.sources.events).toBe('included');
    for (const lane of body.lanes) {
      const events = lane.items.filter((i) => i.type === 'event');
      expect(events.length, lane.shipName).toBeGreaterThan(20);
      expect(events.every((e) => e.shipId === lane.shipId)).toBe(true);
    }
    expect(body.truncated).toBe(false);
  });

  it('gathers certificate windows and expiries and noon report density through their modules', async () => {
    const from = addCalendarDays(today, -120);
    const to = addCalendarDays(today, 240);
    const body = await timeline(superintendent, `from=${from}&to=${to}&shipIds=${aurora}`);
    expect(body.sources).toEqual({ events: 'included', certificates: 'included', noonReports: 'included' });
    const items = body.lanes[0]!.items;
    const windows = items.filter((i) => i.type === 'survey_window');
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) expect(w.start <= to && w.end >= from).toBe(true);
    const certificates = dataOf<{ id: string; name: string }[]>(
      await superintendent.get(`/certificates/?shipId=${aurora}&limit=200`),
    );
    for (const w of windows) expect(certificates.map((c) => c.id)).toContain(w.certificateId);
    const noon = items.filter((i) => i.type === 'noon_reports');
    expect(noon.length).toBeGreaterThan(0);
    expect(noon.every((n) => n.date >= from && n.date <= to && n.count >= 1)).toBe(true);
  });

  it('limits to the listed ships and the period, both ends included', async () => {
    const event = await newEvent(admin, borealis, {
      occurredAt: '2023-05-31T23:59:00Z',
      title: 'Edge of period',
    });
    const body = await timeline(superintendent, `from=2023-05-01&to=2023-05-31&shipIds=${borealis}`);
    expect(body.lanes).toHaveLength(1);
    expect(body.lanes[0]!.items.filter((i) => i.type === 'event')).toEqual([
      expect.objectContaining({
        type: 'event',
        id: event.id,
        at: '2023-05-31T23:59:00.000Z',
        title: 'Edge of period',
      }),
    ]);
    const after = await timeline(superintendent, `from=2023-06-01&to=2023-06-30&shipIds=${borealis}`);
    expect(after.lanes[0]!.items.filter((i) => i.type === 'event')).toEqual([]);
  });

  it('leaves out a source whose area the user may not open', async () => {
    const noEvents = await loginScopedUser(t, admin, aurora, ['report.timeline']);
    const body = await timeline(noEvents, `from=${addCalendarDays(today, -30)}&to=${today}`);
    expect(body.lanes.map((l) => l.shipId)).toEqual([aurora]);
    expect(body.sources.events).toBe('forbidden');
    expect(body.lanes[0]!.items.filter((i) => i.type === 'event')).toEqual([]);
  });

  it('answers 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['to=2025-01-31', 'querystring.from', 'from must be a date YYYY-MM-DD'],
      ['from=2025-02-01&to=2025-01-01', 'querystring.to', 'to must not be before from'],
      ['from=2024-01-01&to=2025-12-31', 'querystring.to', 'the period must be at most 400 days'],
      [
        'from=2025-01-01&to=2025-01-31&shipIds=abc',
        'querystring.shipIds',
        'shipIds must be a comma-separated list of ship ids',
      ],
    ];
    for (const [qs, field, message] of cases) {
      const response = await admin.get(`/timeline/?${qs}`);
      expect(response.statusCode, qs).toBe(400);
      expect(response.json().details[0], qs).toEqual({ field, message });
    }
    const unknown = await admin.get(
      '/timeline/?from=2025-01-01&to=2025-01-31&shipIds=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.json().details[0]).toEqual({
      field: 'shipIds',
      message: 'no ship with id 00000000-0000-4000-8000-000000000000',
    });
  });
});
