import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipEvent } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, auditTotal, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { auditOf, newEvent } from '../operations.fixtures';

let t: TestApp;
let admin: TestSession;
let superintendent: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, superintendent, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.superintendent),
    t.login(DEMO.master),
  ]);
  const { byName } = await shipsByName(t);
  aurora = byName('Keel Aurora').id;
  borealis = byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const list = async (s: TestSession, qs: string) =>
  (await s.get(`/events/?${qs}`)).json() as { data: ShipEvent[]; page: { total: number } };

describe('demo events', () => {
  it('gives every ship events of every kind over the last 180 days', async () => {
    const body = await list(admin, 'limit=200&shipId=' + aurora);
    expect(body.page.total).toBeGreaterThan(30);
    const kinds = new Set(body.data.map((e) => e.kind));
    expect([...kinds].sort()).toEqual([
      'alarm',
      'drill',
      'incident',
      'inspection',
      'maintenance',
      'other',
      'port_call',
    ]);
    const oldest = Math.min(...body.data.map((e) => Date.parse(e.occurredAt)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(181 * 86_400_000);
    expect(body.data.some((e) => e.title === 'Abandon-ship drill')).toBe(true);
    expect(body.data.some((e) => e.status === 'closed' && e.closingNote)).toBe(true);
  });
});

describe('GET /events/', () => {
  it('sorts newest first by default, filters, searches and pages on the server', async () => {
    const title = unique('Scavenge fire check');
    const a = await newEvent(admin, borealis, {
      title,
      kind: 'alarm',
      severity: 'critical',
      occurredAt: '2024-06-01T10:00:00Z',
    });
    const b = await newEvent(admin, borealis, {
      title,
      kind: 'alarm',
      severity: 'minor',
      occurredAt: '2024-06-03T10:00:00Z',
    });
    await newEvent(admin, borealis, { title, kind: 'drill', occurredAt: '2024-06-02T10:00:00Z' });

    const byTitle = await list(admin, `q=${encodeURIComponent(title)}`);
    expect(byTitle.page.total).toBe(3);
    expect(byTitle.data[0]!.id).toBe(b.id);
    const alarms = await list(admin, `q=${encodeURIComponent(title)}&kind=alarm&sort=-severity`);
    expect(alarms.data.map((e) => e.id)).toEqual([a.id, b.id]);
    const critical = await list(admin, `q=${encodeURIComponent(title)}&severity=critical`);
    expect(critical.data.map((e) => e.id)).toEqual([a.id]);
    const range = await list(admin, `q=${encodeURIComponent(title)}&from=2024-06-02&to=2024-06-02`);
    expect(range.data.map((e) => e.kind)).toEqual(['drill']);
    const paged = (
      await admin.get(`/events/?q=${encodeURIComponent(title)}&limit=1&offset=1&sort=occurredAt`)
    ).json();
    expect(paged.page).toEqual({ total: 3, offset: 1, limit: 1 });
    expect(paged.data[0].kind).toBe('drill');
    expect(paged.data[0].shipName).toBe('Keel Borealis');
  });

  it('shows the master only his ship', async () => {
    const mine = await list(master, 'limit=200');
    expect(mine.page.total).toBeGreaterThan(0);
    expect(new Set(mine.data.map((e) => e.shipId))).toEqual(new Set([aurora]));
  });

  it('answers 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['kind=party', 'querystring.kind'],
      ['severity=huge', 'querystring.severity'],
      ['status=pending', 'querystring.status'],
      ['from=2025-13-01', 'querystring.from'],
      ['from=2025-02-01&to=2025-01-01', 'querystring.to'],
      ['shipId=nope', 'querystring.shipId'],
    ];
    for (const [qs, field] of cases) {
      const response = await admin.get(`/events/?${qs}`);
      expect(response.statusCode, qs).toBe(400);
      expect(response.json().details[0].field, qs).toBe(field);
    }
    const sort = await admin.get('/events/?sort=details');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/^Sort must be one of occurredAt, title/);
  });
});

describe('POST /events/', () => {
  it('creates an open event (201) with an audit row', async () => {
    const response = await master.post('/events/', {
      shipId: aurora,
      occurredAt: '2025-03-10T08:30:00Z',
      kind: 'port_call',
      title: '  Port call Singapore  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json().data as ShipEvent;
    expect(event).toMatchObject({
      shipId: aurora,
      shipName: 'Keel Aurora',
      occurredAt: '2025-03-10T08:30:00.000Z',
      kind: 'port_call',
      title: 'Port call Singapore',
      details: '',
      severity: 'info',
      status: 'open',
      closedAt: null,
      createdByName: 'Capt. Jonas Eriksen',
      version: 1,
    });
    const [audit] = await auditOf(admin, 'event', event.id);
    expect(audit).toMatchObject({ action: 'create', actorName: 'Capt. Jonas Eriksen', shipId: aurora });
  });

  it('answers 400 naming the field, writing nothing', async () => {
    const before = await auditTotal(admin);
    const good = { shipId: aurora, occurredAt: '2025-03-10T08:30:00Z', kind: 'drill', title: 'Drill' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, title: '  ' }, 'title', 'title is required'],
      [
        { ...good, kind: 'party' },
        'kind',
        'kind must be one of port_call, drill, inspection, incident, alarm, maintenance, other',
      ],
      [{ ...good, severity: 'huge' }, 'severity', 'severity must be one of info, minor, major, critical'],
      [
        { ...good, occurredAt: '2025-03-10 08:30' },
        'occurredAt',
        'occurredAt must be an ISO 8601 UTC time (…Z)',
      ],
      [{ ...good, title: 'x'.repeat(201) }, 'title', 'title must be at most 200 characters'],
      [{ ...good, shipId: 'x' }, 'shipId', 'shipId must be a valid id'],
      [{ ...good, shipId: '00000000-0000-4000-8000-000000000000' }, 'shipId', 'no ship with this id'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/events/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0]).toEqual({ field, message });
    }
    expect(await auditTotal(admin)).toBe(before);
  });
});

describe('PATCH /events/:id', () => {
  it('edits an open event with the version read; a stale version is a 409', async () => {
    const event = await newEvent(superintendent, borealis);
    const response = await superintendent.patch(`/events/${event.id}`, {
      version: 1,
      severity: 'major',
      details: 'More smoke.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ severity: 'major', details: 'More smoke.', version: 2 });
    const stale = await superintendent.patch(`/events/${event.id}`, { version: 1, title: 'Late edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Event was changed by someone else; reload it and try again');
    const audit = await auditOf(admin, 'event', event.id);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
    expect(audit[0]!.before).toMatchObject({ severity: 'info' });
    expect(audit[0]!.after).toMatchObject({ severity: 'major' });
  });

  it("moves an event to another ship only within the user's ships", async () => {
    const event = await newEvent(master, aurora);
    const moved = await master.patch(`/events/${event.id}`, { version: 1, shipId: borealis });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual({ message: 'You have no access to this ship' });
    const ok = await admin.patch(`/events/${event.id}`, { version: 1, shipId: borealis });
    expect(ok.json().data).toMatchObject({ shipId: borealis, shipName: 'Keel Borealis' });
  });
});

describe('close and reopen', () => {
  it('closes with a note (who and when kept), refuses edits until reopened, and reopens', async () => {
    const event = await newEvent(master, aurora, { kind: 'alarm', title: 'Bilge well high level alarm' });
    const noNote = await master.post(`/events/${event.id}/close`, { version: 1, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details[0]).toEqual({ field: 'note', message: 'note is required' });

    const closed = dataOf<ShipEvent>(
      await master.post(`/events/${event.id}/close`, { version: 1, note: 'Gland packing renewed.' }),
    );
    expect(closed).toMatchObject({
      status: 'closed',
      closingNote: 'Gland packing renewed.',
      closedByName: 'Capt. Jonas Eriksen',
      version: 2,
    });
    expect(Date.now() - Date.parse(closed.closedAt!)).toBeLessThan(60_000);

    const again = await master.post(`/events/${event.id}/close`, { version: 2, note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cannot close an event in state closed');
    const edit = await master.patch(`/events/${event.id}`, { version: 2, title: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Cannot edit a closed event; reopen it first');
    const stale = await master.post(`/events/${event.id}/reopen`, { version: 1 });
    expect(stale.statusCode).toBe(409);

    const reopened = dataOf<ShipEvent>(await master.post(`/events/${event.id}/reopen`, { version: 2 }));
    expect(reopened).toMatchObject({
      status: 'open',
      closedAt: null,
      closedByName: null,
      closingNote: null,
      version: 3,
    });
    const notClosed = await master.post(`/events/${event.id}/reopen`, { version: 3 });
    expect(notClosed.json().message).toBe('Cannot reopen an event in state open');
    expect((await auditOf(admin, 'event', event.id)).map((a) => a.action)).toEqual([
      'reopen',
      'close',
      'create',
    ]);
  });
});

describe('GET /events/:id', () => {
  it('answers the event, 404 for an unknown id and 400 for a malformed one', async () => {
    const event = await newEvent(admin, aurora);
    expect((await master.get(`/events/${event.id}`)).json().data).toEqual(event);
    const unknown = await admin.get('/events/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Event not found' });
    expect((await admin.get('/events/42')).json().message).toBe('ID must be a valid id');
  });
});
