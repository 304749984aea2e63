import {
  EVENT_SORT_FIELDS,
  eventBound,
  eventMachine,
  transition,
  type CreateEvent,
  type EventListQuery,
  type EventTransition,
  type ShipEvent,
  type UpdateEvent,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './event.repo';

/** An event row in the API's shape. */
export function toEventView(row: repo.EventRow, shipName: string): ShipEvent {
  return {
    id: row.id,
    shipId: row.shipId,
    shipName,
    occurredAt: row.occurredAt.toISOString(),
    kind: row.kind as ShipEvent['kind'],
    title: row.title,
    details: row.details,
    severity: row.severity as ShipEvent['severity'],
    status: row.status as ShipEvent['status'],
    closedAt: row.closedAt?.toISOString() ?? null,
    closedById: row.closedById,
    closedByName: row.closedByName,
    closingNote: row.closingNote,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Ship names by id for a set of rows (through the access service, not the ships table). */
export async function shipNamesOf(db: DbOrTx, shipIds: readonly string[]): Promise<Map<string, string>> {
  const ships = await findShips(db, shipIds);
  return new Map(ships.map((s) => [s.id, s.name]));
}

async function viewOf(db: DbOrTx, row: repo.EventRow): Promise<ShipEvent> {
  return toEventView(row, (await shipNamesOf(db, [row.shipId])).get(row.shipId) ?? '');
}

/** The ship must exist and be in the actor's scope; answers its name. */
async function assertShip(db: DbOrTx, actor: Actor, shipId: string): Promise<string> {
  assertShipInScope(actor, shipId);
  const [ship] = await findShips(db, [shipId]);
  if (!ship) throw badRequest('shipId', 'no ship with this id');
  return ship.name;
}

/** `GET /events/`: filters, search on title and details, sort (newest first by default), paging. */
export async function listEvents(db: Db, actor: Actor, query: EventListQuery) {
  assertSidebar(actor, ['event']);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = query.sort
    ? sortOf(query.sort, EVENT_SORT_FIELDS, 'occurredAt')
    : { field: 'occurredAt' as const, desc: true };
  const { rows, total } = await repo.listEvents(
    db,
    {
      shipIds: shipFilter(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.severity ? { severity: query.severity } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.from ? { from: new Date(eventBound(query.from, 'from')) } : {}),
      ...(query.to ? { to: new Date(eventBound(query.to, 'to')) } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  const names = await shipNamesOf(db, [...new Set(rows.map((r) => r.shipId))]);
  return {
    data: rows.map((r) => toEventView(r, names.get(r.shipId) ?? '')),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

/** Loads an event the actor may see: 404 when it does not exist, 403 when its ship is out of scope. */
async function loadEvent(db: DbOrTx, actor: Actor, id: string): Promise<repo.EventRow> {
  const row = await repo.findEvent(db, id);
  if (!row) throw notFound('Event');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** `GET /events/:id`. */
export async function getEvent(db: Db, actor: Actor, id: string): Promise<ShipEvent> {
  assertSidebar(actor, ['event']);
  return viewOf(db, await loadEvent(db, actor, id));
}

/** `POST /events/`: a new, open event on a ship of the actor's scope. */
export async function createEvent(db: Db, actor: Actor, body: CreateEvent): Promise<ShipEvent> {
  assertSidebar(actor, ['event']);
  return db.transaction(async (tx) => {
    const shipName = await assertShip(tx, actor, body.shipId);
    const row = await repo.insertEvent(tx, {
      shipId: body.shipId,
      occurredAt: new Date(body.occurredAt),
      kind: body.kind,
      title: body.title,
      details: body.details,
      severity: body.severity,
      createdById: actor.id,
      createdByName: actor.name,
    });
    const view = toEventView(row, shipName);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'event',
      entityId: row.id,
      shipId: row.shipId,
      after: view,
    });
    return view;
  });
}

/** `PATCH /events/:id`: changes an open event (a closed one must be reopened first); optimistic lock. */
export async function updateEvent(db: Db, actor: Actor, id: string, body: UpdateEvent): Promise<ShipEvent> {
  assertSidebar(actor, ['event']);
  const { version, ...changes } = body;
  return db.transaction(async (tx) => {
    const current = await loadEvent(tx, actor, id);
    if (current.version !== version) throw staleVersion('Event');
    if (current.status !== 'open') throw conflict('Cannot edit a closed event; reopen it first');
    if (changes.shipId && changes.shipId !== current.shipId) await assertShip(tx, actor, changes.shipId);
    const before = await viewOf(tx, current);
    const values: Partial<repo.NewEventRow> = {};
    for (const [key, value] of Object.entries(changes) as [keyof typeof changes, string | undefined][]) {
      if (value === undefined) continue;
      const stored = key === 'occurredAt' ? before.occurredAt : before[key];
      const next = key === 'occurredAt' ? new Date(value).toISOString() : value;
      if (stored !== next) Object.assign(values, { [key]: key === 'occurredAt' ? new Date(value) : value });
    }
    if (Object.keys(values).length === 0) return before;
    const updated = await repo.updateEvent(tx, id, version, values);
    if (!updated) throw staleVersion('Event');
    const after = await viewOf(tx, updated);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'event',
      entityId: id,
      shipId: updated.shipId,
      before,
      after,
    });
    return after;
  });
}

/** Applies a status change through the event status machine (409 naming the state when refused). */
async function changeStatus(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  event: EventTransition,
  values: (row: repo.EventRow) => Partial<repo.NewEventRow>,
): Promise<ShipEvent> {
  assertSidebar(actor, ['event']);
  return db.transaction(async (tx) => {
    const current = await loadEvent(tx, actor, id);
    if (current.version !== version) throw staleVersion('Event');
    const step = transition(eventMachine, current.status as ShipEvent['status'], event);
    if (!step.ok) throw conflict(step.message);
    const before = await viewOf(tx, current);
    const updated = await repo.updateEvent(tx, id, version, { status: step.to, ...values(current) });
    if (!updated) throw staleVersion('Event');
    const after = await viewOf(tx, updated);
    await recordAudit(tx, actor, {
      action: event,
      entity: 'event',
      entityId: id,
      shipId: updated.shipId,
      before,
      after,
    });
    return after;
  });
}

/** `POST /events/:id/close`: closes an open event with a note, recording who closed it and when. */
export function closeEvent(db: Db, actor: Actor, id: string, body: { version: number; note: string }) {
  return changeStatus(db, actor, id, body.version, 'close', () => ({
    closedAt: new Date(),
    closedById: actor.id,
    closedByName: actor.name,
    closingNote: body.note,
  }));
}

/** `POST /events/:id/reopen`: opens a closed event again (the audit trail keeps the old closing). */
export function reopenEvent(db: Db, actor: Actor, id: string, body: { version: number }) {
  return changeStatus(db, actor, id, body.version, 'reopen', () => ({
    closedAt: null,
    closedById: null,
    closedByName: null,
    closingNote: null,
  }));
}

/** The events of a period for the timeline (the caller checked the timeline permission). */
export async function eventsForTimeline(
  db: DbOrTx,
  shipIds: string[],
  from: Date,
  to: Date,
  limit: number,
): Promise<repo.EventRow[]> {
  return repo.eventsInPeriod(db, { shipIds, from, to }, limit);
}
