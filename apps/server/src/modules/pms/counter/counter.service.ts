import { checkReading, hoursPerDay, type Counter, type CreateReading, type Reading } from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { HttpError, badRequest, notFound, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { assertTreeChange, assertTreeRead } from '../component/component-access';
import { findComponent } from '../component/component.repo';
import { scopeOfRow } from '../component/component.service';
import { runCounterReadingHooks } from './counter-reading-hooks';
import * as repo from './counter.repo';

const ENTITY = 'pms_counter';
/** Who may enter a reading on a ship: the crew who run jobs, or whoever manages the components. */
const READING_ACTIONS = ['component_management', 'job_management'] as const;

/** The counter with its component (404 when either is unknown) after the read check of its tree. */
async function loadCounter(db: DbOrTx, actor: Actor, id: string, lock = false) {
  const counter = await repo.findCounter(db, id, lock);
  if (!counter) throw notFound('Counter');
  const component = (await findComponent(db, counter.componentId))!;
  const scope = scopeOfRow(component);
  assertTreeRead(actor, scope);
  return { counter, component, scope };
}

/** Hours per day between the two newest readings. */
async function rateOf(db: DbOrTx, counterId: string): Promise<number | null> {
  const [last, previous] = await repo.selectReadings(db, counterId, 0, 2);
  return last && previous ? hoursPerDay(previous, last) : null;
}

/** `GET /pms/components/:id/counters`. */
export async function listCounters(db: DbOrTx, actor: Actor, componentId: string): Promise<Counter[]> {
  const component = await findComponent(db, componentId);
  if (!component) throw notFound('Component');
  assertTreeRead(actor, scopeOfRow(component));
  const rows = await repo.selectCounters(db, componentId);
  const views: Counter[] = [];
  for (const r of rows) views.push(repo.toCounterView(r, await rateOf(db, r.id)));
  return views;
}

/** `POST /pms/components/:id/counters`: a new counter at 0 hours. */
export async function createCounter(
  db: Db,
  actor: Actor,
  componentId: string,
  name: string,
): Promise<Counter> {
  const component = await findComponent(db, componentId);
  if (!component) throw notFound('Component');
  const scope = scopeOfRow(component);
  assertTreeChange(actor, scope);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertCounter(tx, componentId, name);
      const view = repo.toCounterView(row, null);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: ENTITY,
        entityId: row.id,
        shipId: scope.shipId,
        after: view,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'pms_counters_component_name_key'))
      throw badRequest('name', 'this component already has a counter of this name');
    throw error;
  }
}

/** `GET /pms/counters/:id/readings`: newest first, each with the hours per day since the one before. */
export async function listReadings(db: DbOrTx, actor: Actor, id: string, offset: number, limit: number) {
  await loadCounter(db, actor, id);
  const rows = await repo.selectReadings(db, id, offset, limit + 1);
  const total = await repo.countReadings(db, id);
  const data: Reading[] = rows
    .slice(0, limit)
    .map((row, i) => repo.toReadingView(row, hoursPerDay(rows[i + 1] ?? null, row)));
  return { data, page: { total, offset, limit } };
}

/**
 * `POST /pms/counters/:id/readings`: a reading entered by the crew. Never lower than the last one unless
 * it is a reset with a reason; never before the last reading's date; an implausible jump (more hours
 * than days × 24) is stored with its flag. The counter row is locked, so two readings at once queue.
 */
export async function addReading(db: Db, actor: Actor, id: string, body: CreateReading, today: string) {
  return db.transaction(async (tx) => {
    const { counter, scope } = await loadCounter(tx, actor, id, true);
    assertTreeChange(actor, scope, READING_ACTIONS);
    if (body.version !== undefined && body.version !== counter.version) throw staleVersion('Counter');
    const [last] = await repo.selectReadings(tx, id, 0, 1);
    const check = checkReading(last ?? null, { ...body, resetReason: body.resetReason ?? null }, today);
    if (!check.ok)
      throw new HttpError(400, `${check.field}: ${check.message}`, [
        { field: check.field, message: check.message },
      ]);
    const row = await repo.insertReading(tx, {
      counterId: id,
      readingOn: body.readingOn,
      hours: body.hours,
      isReset: body.isReset,
      resetReason: body.isReset ? body.resetReason!.trim() : null,
      implausible: check.implausible,
      enteredById: actor.id,
      enteredByName: actor.name,
    });
    const updated = await repo.setCurrent(tx, counter, body.hours, body.readingOn);
    if (!updated) throw staleVersion('Counter');
    const reading = repo.toReadingView(row, check.hoursPerDay);
    await recordAudit(tx, actor, {
      action: body.isReset ? 'reset' : 'reading',
      entity: ENTITY,
      entityId: id,
      shipId: scope.shipId,
      before: { hours: counter.currentHours, readingOn: counter.currentReadingOn },
      after: reading,
    });
    await runCounterReadingHooks(tx, {
      counterId: id,
      componentId: counter.componentId,
      shipId: scope.shipId,
      hours: body.hours,
      readingOn: body.readingOn,
    });
    return { reading, counter: repo.toCounterView(updated, check.hoursPerDay) };
  });
}

/** `PATCH /pms/counters/:id`: rename (409 when stale). */
export async function renameCounter(
  db: Db,
  actor: Actor,
  id: string,
  name: string,
  version: number,
): Promise<Counter> {
  return db.transaction(async (tx) => {
    const { counter, scope } = await loadCounter(tx, actor, id, true);
    assertTreeChange(actor, scope);
    if (counter.version !== version) throw staleVersion('Counter');
    const updated = await repo.renameCounter(tx, id, version, name);
    if (!updated) throw staleVersion('Counter');
    const view = repo.toCounterView(updated, await rateOf(tx, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      shipId: scope.shipId,
      before: { name: counter.name },
      after: { name },
    });
    return view;
  });
}
