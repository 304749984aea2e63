import {
  applyBillEvent,
  billTotal,
  normalizeVendorInvoiceNumber,
  roundMoney,
  mulDecimal,
  type BillDetail,
  type BillReason,
  type CreateBill,
  type UpdateBill,
  type VendorBillState,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  findShips,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { expenseCategoryById } from '../../purchasing/expense-category/expense-category.service';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { eq } from 'drizzle-orm';
import { prepareLines } from './bill-match';
import { baseRateOn } from './bill-rate';
import * as repo from './bill.repo';
import { BILLS, BILL_ENTITY, detailOf } from './bill.service';
import { noticeBillToAct } from './bill-work-notices';

/** Checks `manage_bill` on the ship (and the sidebar). */
export function assertCanManage(actor: Actor, shipId: string) {
  assertSidebar(actor, [BILLS]);
  assertShipInScope(actor, shipId);
  assertCan(actor, ['manage_bill'], { shipId });
}

async function checkRefs(db: Db, body: CreateBill) {
  if ((await findShips(db, [body.shipId])).length === 0) throw badRequest('shipId', 'no ship with this id');
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, body.vendorId));
  if (!vendor) throw badRequest('vendorId', 'no vendor with this id');
  if (body.dueDate < body.billDate) throw badRequest('dueDate', 'dueDate must not be before billDate');
  if (body.categoryId && !(await expenseCategoryById(db, body.categoryId)))
    throw badRequest('categoryId', 'no expense category with this id');
}

/** Header and lines of a draft as stored: lines matched, total and its base amount at the bill date's rate. */
async function draftValues(tx: Tx, id: string | null, body: CreateBill) {
  const { lines, matched, conversion } = await prepareLines(tx, { id, ...body }, body.lines);
  const total = billTotal(
    lines.map((l) => l.lineTotal),
    body.currency,
  );
  const { baseCurrency, picked } = await baseRateOn(tx, body.currency, body.billDate, 'currency');
  const header = {
    vendorId: body.vendorId,
    shipId: body.shipId,
    categoryId: body.categoryId ?? null,
    vendorInvoiceNumber: body.vendorInvoiceNumber,
    vendorInvoiceKey: normalizeVendorInvoiceNumber(body.vendorInvoiceNumber),
    billDate: body.billDate,
    dueDate: body.dueDate,
    currency: body.currency,
    baseCurrency,
    rate: picked.rate,
    rateDate: picked.date,
    rateSource: picked.source,
    ...conversion,
    total,
    totalBase: roundMoney(mulDecimal(total, picked.rate), baseCurrency),
    matchStatus: matched ? 'MATCHED' : 'MISMATCH',
    notes: body.notes,
  };
  return { header, lines };
}

/** `POST /accounting/bills`: a draft bill (`manage_bill` on the ship), lines matched; one transaction + audit. */
export async function createBill(db: Db, actor: Actor, body: CreateBill): Promise<BillDetail> {
  assertCanManage(actor, body.shipId);
  await checkRefs(db, body);
  return db.transaction(async (tx) => {
    const { header, lines } = await draftValues(tx, null, body);
    const number = `BILL-${body.billDate.slice(0, 4)}-${String(await repo.nextNumber(tx)).padStart(5, '0')}`;
    const row = await repo.insertBill(tx, {
      ...header,
      number,
      createdById: actor.id,
      createdByName: actor.name,
    });
    await repo.replaceLines(tx, row.id, lines);
    const detail = await detailOf(tx, (await repo.findBill(tx, row.id))!);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: BILL_ENTITY,
      entityId: row.id,
      shipId: row.shipId,
      after: detail,
    });
    await noticeBillToAct(tx, actor, detail, 'post');
    return detail;
  });
}

/** Locks a bill, checks `manage_bill` on its ship and the version (409 when stale). */
export async function lockForChange(tx: Tx, actor: Actor, id: string, version: number) {
  const row = await repo.lockBill(tx, id);
  if (!row) throw notFound('Bill');
  assertCanManage(actor, row.shipId);
  if (row.version !== version) throw staleVersion('Bill');
  return row;
}

/** `PATCH /accounting/bills/:id`: the whole draft again (only a draft can be edited: 409). */
export async function updateBill(db: Db, actor: Actor, id: string, body: UpdateBill): Promise<BillDetail> {
  const current = await repo.findBill(db, id);
  if (!current) throw notFound('Bill');
  assertCanManage(actor, current.shipId);
  await checkRefs(db, body);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version);
    assertCanManage(actor, body.shipId);
    if (row.state !== 'DRAFT')
      throw conflict(`Only a draft bill can be edited; ${row.number} is ${row.state}`);
    const before = await detailOf(tx, (await repo.findBill(tx, id))!);
    const { header, lines } = await draftValues(tx, id, body);
    await repo.updateBill(tx, id, row.version, header);
    await repo.replaceLines(tx, id, lines);
    const after = await detailOf(tx, (await repo.findBill(tx, id))!);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: BILL_ENTITY,
      entityId: id,
      shipId: row.shipId,
      before,
      after,
    });
    return after;
  });
}

/** `POST /accounting/bills/:id/cancel`: DRAFT → CANCELLED with a reason. */
export async function cancelBill(db: Db, actor: Actor, id: string, body: BillReason): Promise<BillDetail> {
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version);
    const result = applyBillEvent(row.state as VendorBillState, 'cancel');
    if (!result.ok) throw conflict(result.message);
    await repo.updateBill(tx, id, row.version, { state: result.to, cancelReason: body.reason });
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: BILL_ENTITY,
      entityId: id,
      shipId: row.shipId,
      before: { state: row.state },
      after: { state: result.to, reason: body.reason },
    });
    return detailOf(tx, (await repo.findBill(tx, id))!);
  });
}
