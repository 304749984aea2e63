import { randomUUID } from 'node:crypto';
import {
  applyStockMovement,
  isBelowMinimum,
  normalizeDecimal,
  signedChange,
  subDecimal,
  type SparePart,
  type SparePartUse,
  type StockAdjustment,
  type StockEntryKind,
  type StockLedgerEntry,
  type StockLedgerQuery,
  type StockReceipt,
  type StockTransfer,
  type StockUse,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, conflict, staleVersion } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit, type AuditActor } from '../../audit/audit.service';
import { notify, usersWithActions } from '../../notifications/notify';
import * as repo from './spare-part.repo';
import { SPARE_PARTS, assertPartAccess, loadSparePart, sparePartOf } from './spare-part.service';

/**
 * When a movement takes a ship's part from at-or-above its minimum to below it, tells those who manage
 * the ship's spare parts (in-app; "My work" lists it until restocked). Inside the movement's transaction.
 */
async function noticeBelowMinimum(
  tx: DbOrTx,
  who: AuditActor,
  part: repo.SparePartRow,
  before: string,
  balance: string,
) {
  if (
    !part.shipId ||
    isBelowMinimum(before, part.minimumStock) ||
    !isBelowMinimum(balance, part.minimumStock)
  )
    return;
  await notify(tx, who, {
    kind: 'stock_below_minimum',
    recipientIds: await usersWithActions(tx, ['spare_part_management'], part.shipId),
    title: `${part.partNumber} ${part.name}: below minimum on ${part.shipName ?? 'the ship'}`,
    body: `Stock ${normalizeDecimal(balance)} of minimum ${normalizeDecimal(part.minimumStock)} ${part.unit}`,
    link: `/PMS/spare-part/${part.id}`,
    entity: 'spare_part',
    entityId: part.id,
    shipId: part.shipId,
  });
}

/** What links a ledger entry to where the stock came from or went. */
interface EntryLinks {
  reason?: string | null;
  jobCompletionId?: string | null;
  deliveryLineId?: string | null;
  purchaseOrderLineId?: string | null;
  transferId?: string | null;
  counterpartShipId?: string | null;
}

/**
 * Applies one movement to a ship's part and appends its ledger row, in the caller's transaction. The
 * balance moves in one conditional UPDATE, so two uses that race can never take it below zero; a short
 * stock is a 400 on `field` naming the part and what is held.
 */
async function move(
  tx: DbOrTx,
  who: AuditActor,
  part: repo.SparePartRow,
  kind: StockEntryKind,
  quantity: string,
  field: string,
  links: EntryLinks = {},
): Promise<string> {
  if (!part.shipId) throw conflict(`${part.partNumber} is a catalogue template: it holds no stock`);
  let change = signedChange(kind, quantity, part.balance);
  if (kind === 'adjustment') {
    // Planned on the locked row: the counted figure replaces the balance.
    const planned = applyStockMovement(part.balance, kind, quantity, part.unit);
    if (!planned.ok) throw badRequest(field, `${part.partNumber} ${part.name}: ${planned.message}`);
    change = planned.change;
  }
  const balance = await repo.moveBalance(tx, part.id, change);
  if (balance === undefined) {
    const now = (await repo.findSparePart(tx, part.id))?.balance ?? part.balance;
    throw badRequest(
      field,
      `${part.partNumber} ${part.name}: only ${normalizeDecimal(now)} ${part.unit} in stock, ${normalizeDecimal(quantity)} asked`,
    );
  }
  await noticeBelowMinimum(tx, who, part, subDecimal(balance, change), balance);
  await repo.insertLedger(tx, {
    sparePartId: part.id,
    shipId: part.shipId,
    kind,
    change,
    balanceAfter: balance,
    userId: who.id,
    userName: who.name,
    ...links,
  });
  return balance;
}

async function auditStock(
  tx: DbOrTx,
  who: AuditActor,
  part: repo.SparePartRow,
  action: string,
  balance: string,
  extra: Record<string, unknown> = {},
) {
  await recordAudit(tx, who, {
    action,
    entity: 'spare_part',
    entityId: part.id,
    shipId: part.shipId,
    before: { partNumber: part.partNumber, name: part.name, balance: normalizeDecimal(part.balance) },
    after: { partNumber: part.partNumber, name: part.name, balance: normalizeDecimal(balance), ...extra },
  });
}

/** Locks a part the actor may change and checks the version read (409 when stale). */
async function lockForStock(tx: DbOrTx, actor: Actor, id: string, version: number) {
  const part = await loadSparePart(tx, actor, id, true, true);
  if (part.version !== version) throw staleVersion('Spare part');
  return part;
}

/** `POST /pms/spare-parts/:id/receipt` (spare_part_management on the ship). */
export async function receiveStock(db: Db, actor: Actor, id: string, body: StockReceipt): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return db.transaction(async (tx) => {
    const part = await lockForStock(tx, actor, id, body.version);
    const balance = await move(tx, actor, part, 'receipt', body.quantity, 'quantity', { reason: body.note });
    await auditStock(tx, actor, part, 'stock_receipt', balance, { quantity: body.quantity });
    return sparePartOf(tx, id);
  });
}

/** `POST /pms/spare-parts/:id/use`: a use outside a job. */
export async function useStock(db: Db, actor: Actor, id: string, body: StockUse): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return db.transaction(async (tx) => {
    const part = await lockForStock(tx, actor, id, body.version);
    const balance = await move(tx, actor, part, 'use', body.quantity, 'quantity', { reason: body.note });
    await auditStock(tx, actor, part, 'stock_use', balance, { quantity: body.quantity });
    return sparePartOf(tx, id);
  });
}

/** `POST /pms/spare-parts/:id/adjust`: sets the counted stock, with the reason it differed. */
export async function adjustStock(
  db: Db,
  actor: Actor,
  id: string,
  body: StockAdjustment,
): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return db.transaction(async (tx) => {
    const part = await lockForStock(tx, actor, id, body.version);
    const balance = await move(tx, actor, part, 'adjustment', body.countedQuantity, 'countedQuantity', {
      reason: body.reason,
    });
    await auditStock(tx, actor, part, 'stock_adjustment', balance, { reason: body.reason });
    return sparePartOf(tx, id);
  });
}

/**
 * `POST /pms/spare-parts/:id/transfer`: sends stock to another ship — out of this part, into the
 * receiving ship's part of the same part number (created there, stock 0, when it has none). Needs
 * spare_part_management on both ships.
 */
export async function transferStock(
  db: Db,
  actor: Actor,
  id: string,
  body: StockTransfer,
): Promise<SparePart> {
  assertSidebar(actor, [SPARE_PARTS]);
  return db.transaction(async (tx) => {
    const part = await lockForStock(tx, actor, id, body.version);
    if (body.toShipId === part.shipId) throw badRequest('toShipId', 'must be another ship');
    assertPartAccess(actor, { shipId: body.toShipId }, true);
    const targetId =
      (await repo.findShipPart(tx, body.toShipId, part.partNumber)) ??
      (await repo.insertSparePart(tx, {
        shipId: body.toShipId,
        sourceId: part.sourceId,
        partNumber: part.partNumber,
        name: part.name,
        maker: part.maker,
        impaCode: part.impaCode,
        partType: part.partType,
        unit: part.unit,
        location: null,
        minimumStock: '0',
      }));
    const target = (await repo.findSparePart(tx, targetId, true))!;
    if (target.unit !== part.unit)
      throw badRequest(
        'toShipId',
        `${target.shipName} counts ${part.partNumber} in ${target.unit}, not ${part.unit}`,
      );
    const transferId = randomUUID();
    const out = await move(tx, actor, part, 'transfer_out', body.quantity, 'quantity', {
      reason: body.note,
      transferId,
      counterpartShipId: body.toShipId,
    });
    const into = await move(tx, actor, target, 'transfer_in', body.quantity, 'quantity', {
      reason: body.note,
      transferId,
      counterpartShipId: part.shipId,
    });
    await auditStock(tx, actor, part, 'stock_transfer_out', out, {
      quantity: body.quantity,
      toShip: target.shipName,
    });
    await auditStock(tx, actor, target, 'stock_transfer_in', into, {
      quantity: body.quantity,
      fromShip: part.shipName,
    });
    return sparePartOf(tx, id);
  });
}

/**
 * For the jobs module: takes the parts a job completion used from the ship's stock, inside the
 * completion's transaction (one 'use' ledger row and one audit row per part). Refuses with a 400 on
 * `parts.<i>.quantity` naming the part when the stock is short, and on `parts.<i>.sparePartId` when the
 * part is not the ship's. Parts are taken in id order so two completions never deadlock.
 */
export async function useSpareParts(
  tx: DbOrTx,
  input: {
    shipId: string;
    jobCompletionId: string;
    parts: SparePartUse[];
    userId: string | null;
    userName?: string | null;
  },
): Promise<void> {
  const who: AuditActor = { id: input.userId, name: input.userName ?? null };
  const order = input.parts
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => a.sparePartId.localeCompare(b.sparePartId));
  for (const p of order) {
    const part = await repo.findSparePart(tx, p.sparePartId);
    if (!part || part.shipId !== input.shipId)
      throw badRequest(`parts.${p.i}.sparePartId`, 'is not a spare part of this ship');
    const balance = await move(tx, who, part, 'use', p.quantity, `parts.${p.i}.quantity`, {
      jobCompletionId: input.jobCompletionId,
    });
    await auditStock(tx, who, part, 'stock_use', balance, {
      quantity: p.quantity,
      jobCompletionId: input.jobCompletionId,
    });
  }
}

/** `GET /pms/spare-parts/:id/ledger`: the part's movements, newest first. */
export async function listLedger(
  db: Db,
  actor: Actor,
  id: string,
  query: StockLedgerQuery,
): Promise<{ data: StockLedgerEntry[]; page: { total: number; offset: number; limit: number } }> {
  assertSidebar(actor, [SPARE_PARTS]);
  await loadSparePart(db, actor, id);
  const { rows, total } = await repo.ledgerOf(db, id, query.offset, query.limit);
  return {
    data: rows.map(({ entry: e, counterpartShipName }) => ({
      id: e.id,
      sparePartId: e.sparePartId,
      kind: e.kind as StockEntryKind,
      change: normalizeDecimal(e.change),
      balanceAfter: normalizeDecimal(e.balanceAfter),
      reason: e.reason,
      jobCompletionId: e.jobCompletionId,
      deliveryLineId: e.deliveryLineId,
      counterpartShipName,
      userName: e.userName,
      createdAt: e.createdAt.toISOString(),
    })),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

export { move as moveStock };
