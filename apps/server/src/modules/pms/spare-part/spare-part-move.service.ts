import type { CopySparePart, DuplicateSparePart, MoveSparePart, SparePart } from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { badRequest, staleVersion } from '../../../lib/http-error';
import { assertSidebar, findShips, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './spare-part.repo';
import {
  SPARE_PARTS,
  assertPartAccess,
  checkFits,
  loadSparePart,
  sparePartOf,
  withUniqueNumber,
} from './spare-part.service';

const AUDIT = 'spare_part';

/** The copied facts of a part (never its stock, which stays where it is). */
function factsOf(row: repo.SparePartRow) {
  return {
    partNumber: row.partNumber,
    name: row.name,
    maker: row.maker,
    impaCode: row.impaCode,
    partType: row.partType,
    unit: row.unit,
    location: row.location,
    minimumStock: row.minimumStock,
  };
}

/** Locks the part the actor may change at the version read (403 / 404 / 409). */
async function lockPart(tx: Tx, actor: Actor, id: string, version: number) {
  const row = await loadSparePart(tx, actor, id, true, true);
  if (row.version !== version) throw staleVersion('Spare part');
  return row;
}

/**
 * `POST /pms/spare-parts/:id/move`: the part fits `toComponentId` instead of `fromComponentId` (both of
 * its own ship or catalogue; 400 naming the field otherwise). Version → 409 when stale; audit `move`.
 */
export async function moveSparePart(
  db: Db,
  actor: Actor,
  id: string,
  body: MoveSparePart,
): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return db.transaction(async (tx) => {
    const current = await lockPart(tx, actor, id, body.version);
    const before = await sparePartOf(tx, id);
    if (!before.componentIds.includes(body.fromComponentId))
      throw badRequest('fromComponentId', 'the part does not fit this component');
    if (body.toComponentId === body.fromComponentId)
      throw badRequest('toComponentId', 'choose another component than the one it fits now');
    try {
      await checkFits(tx, [body.toComponentId], current);
    } catch {
      throw badRequest(
        'toComponentId',
        `must be a component of the part's ${current.shipId ? 'ship' : 'catalogue'}`,
      );
    }
    const fits = [...before.componentIds.filter((c) => c !== body.fromComponentId), body.toComponentId];
    if (!(await repo.updateSparePart(tx, id, body.version, {}))) throw staleVersion('Spare part');
    await repo.replaceFits(tx, id, fits);
    const after = await sparePartOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'move',
      entity: AUDIT,
      entityId: id,
      shipId: current.shipId,
      before: { fits: before.fits.map((f) => `${f.code} ${f.name}`) },
      after: { fits: after.fits.map((f) => `${f.code} ${f.name}`) },
    });
    return after;
  });
}

/**
 * `POST /pms/spare-parts/:id/copy`: the part on another ship (`spare_part_management` on both ships; a
 * master only on his), fitting the named components of that ship, stock 0. A part number the ship has
 * already is 400 `partNumber`. Audit `copy` on the source and `create` on the copy.
 */
export async function copySparePart(
  db: Db,
  actor: Actor,
  id: string,
  body: CopySparePart,
): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  assertPartAccess(actor, { shipId: body.shipId }, true);
  if ((await findShips(db, [body.shipId])).length === 0) throw badRequest('shipId', 'no such ship');
  const source = await loadSparePart(db, actor, id, true);
  await checkFits(db, body.componentIds, { shipId: body.shipId, catalogueId: null });
  return withUniqueNumber(source.partNumber, () =>
    db.transaction(async (tx) => {
      const current = await lockPart(tx, actor, id, body.version);
      const copyId = await repo.insertSparePart(tx, {
        ...factsOf(current),
        shipId: body.shipId,
        catalogueId: null,
        sourceId: current.catalogueId ? current.id : current.sourceId,
      });
      await repo.replaceFits(tx, copyId, body.componentIds);
      const after = await sparePartOf(tx, copyId);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: AUDIT,
        entityId: copyId,
        shipId: body.shipId,
        after: { ...after, copiedFrom: `${current.partNumber} (${current.shipName ?? 'catalogue'})` },
      });
      await recordAudit(tx, actor, {
        action: 'copy',
        entity: AUDIT,
        entityId: id,
        shipId: current.shipId,
        after: { copiedTo: after.shipName, copyId },
      });
      return after;
    }),
  );
}

/**
 * `POST /pms/spare-parts/:id/duplicate`: a new part of the same ship (or catalogue) with the same facts
 * and fits under a new part number, stock 0. Audit `duplicate` on the source and `create` on the new one.
 */
export async function duplicateSparePart(
  db: Db,
  actor: Actor,
  id: string,
  body: DuplicateSparePart,
): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return withUniqueNumber(body.partNumber, () =>
    db.transaction(async (tx) => {
      const current = await lockPart(tx, actor, id, body.version);
      const source = await sparePartOf(tx, id);
      const copyId = await repo.insertSparePart(tx, {
        ...factsOf(current),
        partNumber: body.partNumber,
        name: body.name ?? current.name,
        shipId: current.shipId,
        catalogueId: current.catalogueId,
      });
      await repo.replaceFits(tx, copyId, source.componentIds);
      const after = await sparePartOf(tx, copyId);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: AUDIT,
        entityId: copyId,
        shipId: current.shipId,
        after: { ...after, duplicateOf: current.partNumber },
      });
      await recordAudit(tx, actor, {
        action: 'duplicate',
        entity: AUDIT,
        entityId: id,
        shipId: current.shipId,
        after: { duplicate: after.partNumber, copyId },
      });
      return after;
    }),
  );
}
