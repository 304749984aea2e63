import {
  SPARE_PART_SORT_FIELDS,
  isBelowMinimum,
  type ActionName,
  type CreateSparePart,
  type SparePart,
  type SparePartListQuery,
  type UpdateSparePart,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  findShips,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './spare-part.repo';

/** The sidebar permission of every spare part route (spec §6: spare-part pages need PMS.catalogues). */
export const SPARE_PARTS = 'PMS.catalogues' as const;

/**
 * The check of an operation on a part: a ship's part needs the action on that ship (a master only on
 * his); a catalogue template needs `spare_part_read` to read and `component_management` to change
 * (catalogues are office work).
 */
export function assertPartAccess(actor: Actor, part: { shipId: string | null }, change: boolean): void {
  if (part.shipId) {
    assertShipInScope(actor, part.shipId);
    assertCan(actor, [change ? 'spare_part_management' : 'spare_part_read'], { shipId: part.shipId });
  } else assertCan(actor, change ? ['spare_part_management', 'component_management'] : ['spare_part_read']);
}

/** Loads a part the actor may read (404 / 403), optionally locking its row. */
export async function loadSparePart(
  db: DbOrTx,
  actor: Actor,
  id: string,
  change = false,
  lock = false,
): Promise<repo.SparePartRow> {
  const row = await repo.findSparePart(db, id, lock);
  if (!row) throw notFound('Spare part');
  assertPartAccess(actor, row, change);
  return row;
}

/** The API shape of a stored part. */
export function toSparePart(row: repo.SparePartRow, fits: repo.FitRow[]): SparePart {
  return {
    id: row.id,
    shipId: row.shipId,
    shipName: row.shipName,
    catalogueId: row.catalogueId,
    partNumber: row.partNumber,
    name: row.name,
    maker: row.maker,
    impaCode: row.impaCode,
    partType: row.partType,
    unit: row.unit,
    location: row.location,
    minimumStock: row.minimumStock,
    balance: row.balance,
    belowMinimum: isBelowMinimum(row.balance, row.minimumStock),
    componentIds: fits.map((f) => f.id),
    fits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A part by id in its API shape (no check: callers have checked). */
export async function sparePartOf(db: DbOrTx, id: string): Promise<SparePart> {
  const row = await repo.findSparePart(db, id);
  if (!row) throw notFound('Spare part');
  return toSparePart(row, (await repo.fitsOf(db, [id])).get(id) ?? []);
}

/** The ships where the actor may read spare parts, or null for every ship (admins). */
function readableShips(actor: Actor): string[] | null {
  if (actor.isAdmin) return null;
  const read: ActionName = 'spare_part_read';
  return [...actor.access.actionsByShip.entries()].filter(([, a]) => a.has(read)).map(([id]) => id);
}

/** `GET /pms/spare-parts`: a ship's (or catalogue's) parts, searchable, filterable below minimum. */
export async function listSpareParts(db: Db, actor: Actor, query: SparePartListQuery) {
  assertSidebar(actor, [SPARE_PARTS]);
  if (query.shipId) assertPartAccess(actor, { shipId: query.shipId }, false);
  if (query.catalogueId) assertPartAccess(actor, { shipId: null }, false);
  const sort = sortOf(query.sort, SPARE_PART_SORT_FIELDS, 'partNumber');
  const { rows, total } = await repo.listSpareParts(
    db,
    {
      shipIds: readableShips(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.catalogueId ? { catalogueId: query.catalogueId } : {}),
      ...(query.componentId ? { componentId: query.componentId } : {}),
      ...(query.belowMinimum !== undefined ? { belowMinimum: query.belowMinimum } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  const fits = await repo.fitsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toSparePart(r, fits.get(r.id) ?? [])),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

/** `GET /pms/spare-parts/:id`. */
export async function getSparePart(db: Db, actor: Actor, id: string): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  await loadSparePart(db, actor, id);
  return sparePartOf(db, id);
}

function fieldsOf(body: CreateSparePart | UpdateSparePart) {
  return {
    partNumber: body.partNumber,
    name: body.name,
    maker: body.maker ?? null,
    impaCode: body.impaCode ?? null,
    partType: body.partType,
    unit: body.unit,
    location: body.location ?? null,
    minimumStock: body.minimumStock,
  };
}

/** 400 `componentIds` unless every id is a component of the part's ship (or catalogue). */
export async function checkFits(
  db: DbOrTx,
  componentIds: readonly string[],
  owner: { shipId: string | null; catalogueId: string | null },
) {
  const unique = [...new Set(componentIds)];
  if ((await repo.countOwnComponents(db, unique, owner)) !== unique.length)
    throw badRequest(
      'componentIds',
      `must be components of the part's ${owner.shipId ? 'ship' : 'catalogue'}`,
    );
}

/** Runs a write; a part number already used by the ship (or catalogue) becomes 400 `partNumber`. */
export async function withUniqueNumber<T>(partNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      isUniqueViolation(error, 'pms_spare_parts_ship_number_key') ||
      isUniqueViolation(error, 'pms_spare_parts_catalogue_number_key')
    )
      throw badRequest('partNumber', `${partNumber} is already a part here`);
    throw error;
  }
}

/** `POST /pms/spare-parts`: a part of a ship (stock 0; receipts add to it) or of a catalogue. */
export async function createSparePart(db: Db, actor: Actor, body: CreateSparePart): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  const shipId = body.shipId ?? null;
  assertPartAccess(actor, { shipId }, true);
  if (shipId && (await findShips(db, [shipId])).length === 0) throw badRequest('shipId', 'no such ship');
  await checkFits(db, body.componentIds, { shipId, catalogueId: body.catalogueId ?? null });
  return withUniqueNumber(body.partNumber, () =>
    db.transaction(async (tx) => {
      const id = await repo.insertSparePart(tx, {
        ...fieldsOf(body),
        shipId,
        catalogueId: body.catalogueId ?? null,
      });
      await repo.replaceFits(tx, id, body.componentIds);
      const after = await sparePartOf(tx, id);
      await recordAudit(tx, actor, { action: 'create', entity: 'spare_part', entityId: id, shipId, after });
      return after;
    }),
  );
}

/** `PATCH /pms/spare-parts/:id`: the fields and fits; stock changes only through the ledger. */
export async function updateSparePart(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateSparePart,
): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return withUniqueNumber(body.partNumber, () =>
    db.transaction(async (tx) => {
      const current = await loadSparePart(tx, actor, id, true, true);
      if (current.version !== body.version) throw staleVersion('Spare part');
      await checkFits(tx, body.componentIds, current);
      const before = await sparePartOf(tx, id);
      if (!(await repo.updateSparePart(tx, id, body.version, fieldsOf(body))))
        throw staleVersion('Spare part');
      await repo.replaceFits(tx, id, body.componentIds);
      const after = await sparePartOf(tx, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'spare_part',
        entityId: id,
        shipId: current.shipId,
        before,
        after,
      });
      return after;
    }),
  );
}
