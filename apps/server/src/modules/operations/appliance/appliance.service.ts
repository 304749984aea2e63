import {
  APPLIANCE_SORT_FIELDS,
  type Appliance,
  type ApplianceListQuery,
  type ApplianceStatus,
  type ApplianceType,
  type CreateAppliance,
  type UpdateAppliance,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
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
import * as repo from './appliance.repo';
import { applianceComparator, loadTargetRules, toApplianceView } from './appliance-view';
import { readAll } from '../../../db/read-all';

/** Most appliances one register query reads (a fleet keeps a few dozen per ship). */
export const REGISTER_CAP = 20_000;

/** Ship names by id (through the access service). */
async function shipNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await findShips(db, ids)).map((s) => [s.id, s.name]));
}

/** Appliance rows in the API's shape, with ship names and standings. */
export async function applianceViews(db: DbOrTx, rows: readonly repo.ApplianceRow[]): Promise<Appliance[]> {
  const [names, targets] = await readAll(db, [
    () => shipNames(db, [...new Set(rows.map((r) => r.shipId))]),
    () => loadTargetRules(db),
  ] as const);
  return rows.map((r) => toApplianceView(r, names.get(r.shipId) ?? '', targets));
}

/** Runs an appliance write, turning a duplicate name on the ship into a 409 that names it. */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error, 'appliances_ship_name_key'))
      throw conflict(`An appliance named ${name} is already registered on this ship`);
    throw error;
  }
}

/**
 * The in-scope appliances of the register (for the targets' compliance view), with their standing.
 * The caller has checked its own permission.
 */
export async function registerAppliances(
  db: DbOrTx,
  actor: Actor,
  filter: { shipId?: string; type?: ApplianceType; status?: ApplianceStatus },
): Promise<Appliance[]> {
  const rows = await repo.selectAppliances(db, { shipIds: shipFilter(actor), ...filter }, REGISTER_CAP);
  return applianceViews(db, rows);
}

/** `GET /appliances/`: ship, type, status and standing filters, search, sort (versions compared as versions), paging. */
export async function listAppliances(db: Db, actor: Actor, query: ApplianceListQuery) {
  assertSidebar(actor, ['appliance.versions']);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, APPLIANCE_SORT_FIELDS, 'type');
  const rows = await repo.selectAppliances(
    db,
    {
      shipIds: shipFilter(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    REGISTER_CAP,
  );
  let views = await applianceViews(db, rows);
  if (query.standing) views = views.filter((v) => v.standing === query.standing);
  views.sort(applianceComparator(sort.field, sort.desc));
  return {
    data: views.slice(query.offset, query.offset + query.limit),
    page: { total: views.length, offset: query.offset, limit: query.limit },
  };
}

/** Loads an appliance the actor may see: 404 when missing, 403 when its ship is out of scope. */
export async function loadAppliance(db: DbOrTx, actor: Actor, id: string): Promise<repo.ApplianceRow> {
  const row = await repo.findAppliance(db, id);
  if (!row) throw notFound('Appliance');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** `GET /appliances/:id`. */
export async function getAppliance(db: Db, actor: Actor, id: string): Promise<Appliance> {
  assertSidebar(actor, ['appliance.versions']);
  const [view] = await applianceViews(db, [await loadAppliance(db, actor, id)]);
  return view!;
}

/** `POST /appliances/`: registers an appliance and its installed software (the first history entry). */
export async function createAppliance(db: Db, actor: Actor, body: CreateAppliance): Promise<Appliance> {
  assertSidebar(actor, ['appliance.versions']);
  assertShipInScope(actor, body.shipId);
  return uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      if ((await findShips(tx, [body.shipId])).length === 0)
        throw badRequest('shipId', 'no ship with this id');
      const { installedBy, ...fields } = body;
      const row = await repo.insertAppliance(tx, { ...fields });
      await repo.insertInstall(tx, {
        applianceId: row.id,
        shipId: row.shipId,
        softwareName: row.softwareName,
        softwareVersion: row.softwareVersion,
        previousVersion: null,
        installedOn: row.installedOn,
        installedBy,
        notes: body.notes,
        recordedById: actor.id,
        recordedByName: actor.name,
      });
      const [view] = await applianceViews(tx, [row]);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'appliance',
        entityId: row.id,
        shipId: row.shipId,
        after: view,
      });
      return view!;
    }),
  );
}

/** `PATCH /appliances/:id`: the hardware facts, notes and status; software goes through installs. */
export async function updateAppliance(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateAppliance,
): Promise<Appliance> {
  assertSidebar(actor, ['appliance.versions']);
  const { version, ...changes } = body;
  return uniqueName(changes.name, () =>
    db.transaction(async (tx) => {
      const current = await loadAppliance(tx, actor, id);
      if (current.version !== version) throw staleVersion('Appliance');
      const diff: Partial<repo.NewApplianceRow> = {};
      for (const [key, value] of Object.entries(changes) as [keyof typeof changes, string | undefined][])
        if (value !== undefined && value !== current[key]) Object.assign(diff, { [key]: value });
      const [before] = await applianceViews(tx, [current]);
      if (Object.keys(diff).length === 0) return before!;
      const updated = await repo.updateAppliance(tx, id, version, diff);
      if (!updated) throw staleVersion('Appliance');
      const [after] = await applianceViews(tx, [updated]);
      const action =
        diff.status === 'removed' ? 'remove' : diff.status === 'in_service' ? 'reinstate' : 'update';
      await recordAudit(tx, actor, {
        action,
        entity: 'appliance',
        entityId: id,
        shipId: updated.shipId,
        before,
        after,
      });
      return after!;
    }),
  );
}
