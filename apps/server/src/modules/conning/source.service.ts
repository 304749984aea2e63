import { and, eq, sql } from 'drizzle-orm';
import {
  missingSourceFields,
  parseSort,
  type ConningSource,
  type ConningSourceListQuery,
  type CreateConningSource,
  type UpdateConningSource,
} from '@keel/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest, notFound, staleVersion } from '../../lib/http-error';
import { assertShipInScope, assertSidebar, shipFilter, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { CONNING_SENSOR, assertShipExists } from './conning.service';
import { notify } from './conning.repo';
import { conningSources } from './conning.table';
import type { InputManager } from './input-manager';
import { SOURCES_CHANNEL } from './input-manager';
import * as repo from './source.repo';

const ENTITY = 'conning_source';
const SORT_FIELDS = ['name', 'kind', 'createdAt'] as const;

function toView(row: repo.SourceRow, inputs: InputManager): ConningSource {
  return {
    id: row.id,
    shipId: row.shipId,
    shipName: row.shipName,
    name: row.name,
    kind: row.kind as ConningSource['kind'],
    enabled: row.enabled,
    host: row.host,
    port: row.port,
    devicePath: row.devicePath,
    baudRate: row.baudRate,
    url: row.url,
    topic: row.topic,
    username: row.username,
    hasPassword: row.password !== null,
    tls: row.tls,
    tlsRejectUnauthorized: row.tlsRejectUnauthorized,
    tlsCa: row.tlsCa,
    priority: row.priority,
    groupPriorities: row.groupPriorities,
    xdrMapping: row.xdrMapping,
    pathMapping: row.pathMapping,
    timeouts: row.timeouts,
    stats: inputs.statsOf(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** What the audit keeps of a source's fields: the password only as "set" / "cleared", never its value. */
function auditable(fields: Record<string, unknown>): Record<string, unknown> {
  if (!('password' in fields)) return fields;
  const { password, ...rest } = fields;
  return { ...rest, password: password === null || password === undefined ? null : '(set)' };
}

/** The fields as stored: a new broker password sealed (AES-256-GCM, source-secret.ts), never in clear. */
function sealed<T extends { password?: string | null }>(inputs: InputManager, fields: T): T {
  if (typeof fields.password !== 'string') return fields;
  return { ...fields, password: inputs.secrets.seal(fields.password) };
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'conning_sources_ship_name_key'))
      throw badRequest('name', 'this ship already has a source of that name');
    throw error;
  }
}

/** Loads a source the actor may configure (`Conning.Sensor` and the ship's scope), or 404. */
async function loadForActor(db: Db, actor: Actor, id: string) {
  assertSidebar(actor, [CONNING_SENSOR]);
  const row = await repo.findSource(db, id);
  if (!row) throw notFound('Conning source');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** `GET /conning/sources`: the actor's ships' sources, paged, sorted and filtered. */
export async function listSources(db: Db, inputs: InputManager, actor: Actor, q: ConningSourceListQuery) {
  assertSidebar(actor, [CONNING_SENSOR]);
  const sort = parseSort(q.sort, SORT_FIELDS, 'name');
  const { rows, total } = await repo.listSources(
    db,
    {
      shipIds: shipFilter(actor),
      ...(q.shipId ? { shipId: q.shipId } : {}),
      ...(q.kind ? { kind: q.kind } : {}),
    },
    { offset: q.offset, limit: q.limit, sortField: sort.field, desc: sort.desc },
  );
  return { data: rows.map((r) => toView(r, inputs)), page: { total, offset: q.offset, limit: q.limit } };
}

/** `GET /conning/sources/:id`. */
export async function getSource(db: Db, inputs: InputManager, actor: Actor, id: string) {
  return toView(await loadForActor(db, actor, id), inputs);
}

/** `POST /conning/sources`: audited; an enabled source starts at once (here or on the inputs' instance). */
export async function createSource(db: Db, inputs: InputManager, actor: Actor, body: CreateConningSource) {
  assertSidebar(actor, [CONNING_SENSOR]);
  assertShipInScope(actor, body.shipId);
  await assertShipExists(db, body.shipId);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(conningSources)
        .values(sealed(inputs, body))
        .returning({ id: conningSources.id });
      if (!row) throw new HttpError(500, 'source not saved');
      await recordAudit(tx, actor, {
        action: 'create',
        entity: ENTITY,
        entityId: row.id,
        shipId: body.shipId,
        after: auditable(body),
      });
      await notify(tx, SOURCES_CHANNEL, row.id);
      return row.id;
    }),
  );
  await inputs.apply(id);
  return getSource(db, inputs, actor, id);
}

/** `PATCH /conning/sources/:id`: optimistic lock; the input restarts with the new settings. */
export async function updateSource(
  db: Db,
  inputs: InputManager,
  actor: Actor,
  id: string,
  body: UpdateConningSource,
) {
  const current = await loadForActor(db, actor, id);
  const { version, ...changes } = body;
  const merged = { ...current, ...changes };
  const missing = missingSourceFields(merged);
  if (missing[0]) throw badRequest(missing[0].field, missing[0].message);
  await guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(conningSources)
        .set({
          ...sealed(inputs, changes),
          version: sql`${conningSources.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(conningSources.id, id), eq(conningSources.version, version)))
        .returning({ id: conningSources.id });
      if (!row) throw staleVersion('Conning source');
      await recordAudit(tx, actor, {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        shipId: current.shipId,
        before: auditable(
          Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof typeof current]])),
        ),
        after: auditable(changes),
      });
      await notify(tx, SOURCES_CHANNEL, id);
    }),
  );
  await inputs.apply(id);
  return getSource(db, inputs, actor, id);
}

/** `DELETE /conning/sources/:id?version=`: stops the input; its values stay in history. */
export async function deleteSource(db: Db, inputs: InputManager, actor: Actor, id: string, version: number) {
  const current = await loadForActor(db, actor, id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(conningSources)
      .where(and(eq(conningSources.id, id), eq(conningSources.version, version)))
      .returning({ id: conningSources.id });
    if (!row) throw staleVersion('Conning source');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      shipId: current.shipId,
      before: toView(current, inputs),
    });
    await notify(tx, SOURCES_CHANNEL, id);
  });
  await inputs.apply(id);
}
