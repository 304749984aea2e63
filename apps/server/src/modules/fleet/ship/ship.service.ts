import type { CreateShip, Ship, ShipListQuery, ShipType, UpdateShip } from '@keel/domain';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertAdmin,
  assertShipInScope,
  assertSidebar,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { placeShipInFamily, resolveShipFamily } from '../../config/config.service';
import * as repo from './ship.repo';

/** The sidebar permission of the fleet screens (spec §6). */
export const FLEET = 'fleet' as const;

/** A ship row in the API's shape. */
export function toShipView(row: repo.ShipRow): Ship {
  return {
    id: row.id,
    name: row.name,
    imo: row.imo,
    mmsi: row.mmsi,
    callSign: row.callSign,
    flag: row.flag,
    shipType: row.shipType as ShipType,
    family: row.family,
    classSociety: row.classSociety,
    buildYear: row.buildYear ?? 0,
    dwt: row.dwt ?? 0,
    gt: row.gt ?? 0,
    owner: row.owner,
    manager: row.manager,
    status: row.status as Ship['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Runs a ship write, turning a duplicate IMO number or MMSI into a 409 that names it. */
async function uniqueIdentifiers<T>(
  values: { imo?: string; mmsi?: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'ships_imo_key'))
      throw conflict(`A ship with IMO number ${values.imo} already exists`);
    if (isUniqueViolation(error, 'ships_mmsi_key'))
      throw conflict(`A ship with MMSI ${values.mmsi} already exists`);
    throw error;
  }
}

/** `GET /ships/`: the actor's ships, searched, filtered, sorted and paged on the server. */
export async function listShips(db: Db, actor: Actor, query: ShipListQuery) {
  assertSidebar(actor, [FLEET]);
  const sort = sortOf(
    query.sort,
    ['name', 'imo', 'shipType', 'family', 'buildYear', 'dwt', 'gt', 'status'] as const,
    'name',
  );
  const { rows, total } = await repo.listShips(db, {
    shipIds: shipFilter(actor),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...(query.family ? { family: query.family } : {}),
    ...(query.shipType ? { shipType: query.shipType } : {}),
    ...(query.status ? { status: query.status } : {}),
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  return { data: rows.map(toShipView), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /ships/families`: the family names of the actor's ships (the list's filter). */
export async function listFamilies(db: Db, actor: Actor): Promise<string[]> {
  assertSidebar(actor, [FLEET]);
  return repo.selectFamilies(db, shipFilter(actor));
}

/** `GET /ships/:id`: 404 when unknown, 403 when the ship is not in the actor's scope. */
export async function getShip(db: Db, actor: Actor, id: string): Promise<Ship> {
  assertSidebar(actor, [FLEET]);
  const row = await repo.findShip(db, id);
  if (!row) throw notFound('Ship');
  assertShipInScope(actor, row.id);
  return toShipView(row);
}

/** `POST /ships/`: administrators only; IMO number and MMSI unique. */
export async function createShip(db: Db, actor: Actor, body: CreateShip): Promise<Ship> {
  assertSidebar(actor, [FLEET]);
  assertAdmin(actor, 'add ships');
  return uniqueIdentifiers(body, () =>
    db.transaction(async (tx) => {
      const family = body.family ? await resolveShipFamily(tx, body.family) : null;
      const view = toShipView(await repo.insertShip(tx, { ...body, family }));
      await placeShipInFamily(tx, actor, view.id, family);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'ship',
        entityId: view.id,
        shipId: view.id,
        after: view,
      });
      return view;
    }),
  );
}

/** `PATCH /ships/:id`: administrators only, with the optimistic lock. */
export async function updateShip(db: Db, actor: Actor, id: string, body: UpdateShip): Promise<Ship> {
  assertSidebar(actor, [FLEET]);
  assertAdmin(actor, 'edit ships');
  const { version, ...values } = body;
  return uniqueIdentifiers(values, () =>
    db.transaction(async (tx) => {
      const current = await repo.findShip(tx, id);
      if (!current) throw notFound('Ship');
      if (current.version !== version) throw staleVersion('Ship');
      if (values.family) values.family = await resolveShipFamily(tx, values.family);
      const row = await repo.updateShip(tx, id, version, values);
      if (!row) throw staleVersion('Ship');
      if (values.family !== undefined && values.family !== current.family)
        await placeShipInFamily(tx, actor, id, values.family);
      const after = toShipView(row);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'ship',
        entityId: id,
        shipId: id,
        before: toShipView(current),
        after,
      });
      return after;
    }),
  );
}
