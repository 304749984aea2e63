import {
  APPLIANCE_TARGET_SORT_FIELDS,
  APPLIANCE_TYPE_LABELS,
  compareVersions,
  type Appliance,
  type ApplianceTarget,
  type ApplianceTargetListQuery,
  type ApplianceType,
  type CreateApplianceTarget,
  type UpdateApplianceTarget,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import { sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { registerAppliances } from '../appliance/appliance.service';
import * as repo from './appliance-target.repo';

type Counts = ApplianceTarget['counts'];

/** What a target covers, in words: "ECDIS", "ECDIS by JRC", "ECDIS JRC JAN-9201". */
export function targetScope(t: { type: string; maker: string | null; model: string | null }): string {
  const type = APPLIANCE_TYPE_LABELS[t.type as ApplianceType] ?? t.type;
  if (t.maker && t.model) return `${type} ${t.maker} ${t.model}`;
  return t.maker ? `${type} by ${t.maker}` : type;
}

/** A target row in the API's shape, with the standings of the in-scope appliances it governs. */
function toTargetView(row: repo.TargetRow, appliances: readonly Appliance[]): ApplianceTarget {
  const counts: Counts = { behind: 0, current: 0, ahead: 0 };
  const lagging = new Map<string, string>();
  for (const a of appliances) {
    if (a.targetId !== row.id || a.standing === 'no_target') continue;
    counts[a.standing] += 1;
    if (a.standing === 'behind') lagging.set(a.shipId, a.shipName);
  }
  return {
    id: row.id,
    type: row.type as ApplianceType,
    maker: row.maker,
    model: row.model,
    targetVersion: row.targetVersion,
    notes: row.notes,
    updatedByName: row.updatedByName,
    counts,
    laggingShips: [...lagging]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function viewOf(db: DbOrTx, actor: Actor, row: repo.TargetRow): Promise<ApplianceTarget> {
  return toTargetView(row, await registerAppliances(db, actor, { status: 'in_service' }));
}

async function uniqueScope<T>(
  t: { type: string; maker: string | null; model: string | null },
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'appliance_targets_scope_key'))
      throw conflict(`A target for ${targetScope(t)} already exists`);
    throw error;
  }
}

/** `GET /appliance-targets/`: every target with how many of the user's appliances are behind, on or ahead. */
export async function listTargets(db: Db, actor: Actor, query: ApplianceTargetListQuery) {
  assertSidebar(actor, ['appliance.manage']);
  const sort = sortOf(query.sort, APPLIANCE_TARGET_SORT_FIELDS, 'type');
  const [rows, appliances] = await Promise.all([
    repo.selectTargets(db),
    registerAppliances(db, actor, { status: 'in_service' }),
  ]);
  const q = query.q?.toLowerCase();
  const views = rows
    .filter((r) => !query.type || r.type === query.type)
    .filter((r) => !q || `${targetScope(r)} ${r.targetVersion} ${r.notes}`.toLowerCase().includes(q))
    .map((r) => toTargetView(r, appliances));
  const field = sort.field;
  const primary = (a: ApplianceTarget, b: ApplianceTarget) =>
    field === 'targetVersion'
      ? compareVersions(a.targetVersion, b.targetVersion)
      : (a[field] ?? '').localeCompare(b[field] ?? '');
  views.sort(
    (a, b) => (sort.desc ? -primary(a, b) : primary(a, b)) || targetScope(a).localeCompare(targetScope(b)),
  );
  return {
    data: views.slice(query.offset, query.offset + query.limit),
    page: { total: views.length, offset: query.offset, limit: query.limit },
  };
}

/** `GET /appliance-targets/:id`. */
export async function getTarget(db: Db, actor: Actor, id: string): Promise<ApplianceTarget> {
  assertSidebar(actor, ['appliance.manage']);
  const row = await repo.findTarget(db, id);
  if (!row) throw notFound('Target');
  return viewOf(db, actor, row);
}

/** `POST /appliance-targets/`: one target per type, maker and model (case ignored). */
export async function createTarget(
  db: Db,
  actor: Actor,
  body: CreateApplianceTarget,
): Promise<ApplianceTarget> {
  assertSidebar(actor, ['appliance.manage']);
  return uniqueScope(body, () =>
    db.transaction(async (tx) => {
      const row = await repo.insertTarget(tx, { ...body, updatedByName: actor.name });
      const view = await viewOf(tx, actor, row);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'appliance_target',
        entityId: row.id,
        after: view,
      });
      return view;
    }),
  );
}

/** `PATCH /appliance-targets/:id`: the target version and notes; optimistic lock. */
export async function updateTarget(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateApplianceTarget,
): Promise<ApplianceTarget> {
  assertSidebar(actor, ['appliance.manage']);
  return db.transaction(async (tx) => {
    const current = await repo.findTarget(tx, id);
    if (!current) throw notFound('Target');
    if (current.version !== body.version) throw staleVersion('Target');
    const before = await viewOf(tx, actor, current);
    const changes = {
      ...(body.targetVersion !== undefined && body.targetVersion !== current.targetVersion
        ? { targetVersion: body.targetVersion }
        : {}),
      ...(body.notes !== undefined && body.notes !== current.notes ? { notes: body.notes } : {}),
    };
    if (Object.keys(changes).length === 0) return before;
    const updated = await repo.updateTarget(tx, id, body.version, { ...changes, updatedByName: actor.name });
    if (!updated) throw staleVersion('Target');
    const after = await viewOf(tx, actor, updated);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'appliance_target',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** `DELETE /appliance-targets/:id?version=`: the appliances it governed fall back to a broader target or none. */
export async function deleteTarget(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  assertSidebar(actor, ['appliance.manage']);
  await db.transaction(async (tx) => {
    const current = await repo.findTarget(tx, id);
    if (!current) throw notFound('Target');
    if (current.version !== version) throw staleVersion('Target');
    const before = await viewOf(tx, actor, current);
    if (!(await repo.deleteTarget(tx, id, version))) throw staleVersion('Target');
    await recordAudit(tx, actor, { action: 'delete', entity: 'appliance_target', entityId: id, before });
  });
}
