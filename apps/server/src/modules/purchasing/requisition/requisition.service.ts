import {
  REQUISITION_SORT_FIELDS,
  type CreateRequisition,
  type RequisitionDetail,
  type RequisitionListQuery,
  type UpdateRequisition,
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
import { allExpenseCategories, expenseCategoryById } from '../expense-category/expense-category.service';
import * as repo from './requisition.repo';
import { estimatedAmountOf, lineRowsOf, requisitionDetailOf, toRequisitionView } from './requisition.view';

/** The sidebar permission of every requisition route (spec §6). */
export const REQUISITIONS = 'purchasing.requisition' as const;

/** Loads a requisition the actor may see: 404 when it does not exist, 403 when its ship is out of scope. */
export async function loadRequisition(db: DbOrTx, actor: Actor, id: string): Promise<repo.RequisitionRow> {
  const row = await repo.findRequisition(db, id);
  if (!row) throw notFound('Requisition');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** `GET /purchasing/requisitions`: the actor's ships' requisitions; urgent and newest first by default. */
export async function listRequisitions(db: Db, actor: Actor, query: RequisitionListQuery) {
  assertSidebar(actor, [REQUISITIONS]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = query.sort ? sortOf(query.sort, REQUISITION_SORT_FIELDS, 'createdAt') : null;
  const { rows, total } = await repo.listRequisitions(
    db,
    {
      shipIds: shipFilter(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.state ? { state: query.state } : {}),
      ...(query.priority !== undefined ? { priority: query.priority } : {}),
      ...(query.department ? { department: query.department } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toRequisitionView), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /purchasing/requisitions/:id`: with lines and history. */
export async function getRequisition(db: Db, actor: Actor, id: string): Promise<RequisitionDetail> {
  assertSidebar(actor, [REQUISITIONS]);
  await loadRequisition(db, actor, id);
  return requisitionDetailOf(db, id);
}

/** `GET /purchasing/requisitions/categories`: the active expense categories a requisition may be booked on. */
export async function requisitionCategories(db: Db, actor: Actor) {
  assertSidebar(actor, [REQUISITIONS]);
  const all = await allExpenseCategories(db);
  return all.filter((c) => c.active).map((c) => ({ id: c.id, code: c.code, name: c.name }));
}

async function checkCategory(db: DbOrTx, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const category = await expenseCategoryById(db, categoryId);
  if (!category) throw badRequest('categoryId', 'no such expense category');
  if (!category.active) throw badRequest('categoryId', `${category.code} ${category.name} is inactive`);
}

function headerOf(body: CreateRequisition | UpdateRequisition) {
  return {
    title: body.title,
    department: body.department,
    priority: body.priority,
    requiredBy: body.requiredBy ?? null,
    deliveryPort: body.deliveryPort ?? null,
    categoryId: body.categoryId ?? null,
    currency: body.currency ?? null,
    remarks: body.remarks ?? '',
    estimatedAmount: estimatedAmountOf(body.lines, body.currency),
  };
}

/**
 * `POST /purchasing/requisitions`: a DRAFT requisition of a ship in the actor's scope (403 otherwise)
 * with its lines and the next number of the year (`REQ-2026-00042`).
 */
export async function createRequisition(
  db: Db,
  actor: Actor,
  body: CreateRequisition,
): Promise<RequisitionDetail> {
  assertSidebar(actor, [REQUISITIONS]);
  assertShipInScope(actor, body.shipId);
  const [ship] = await findShips(db, [body.shipId]);
  if (!ship) throw badRequest('shipId', 'no such ship');
  await checkCategory(db, body.categoryId);
  return db.transaction(async (tx) => {
    const number = await repo.nextRequisitionNumber(tx, new Date().getUTCFullYear());
    const id = await repo.insertRequisition(tx, {
      ...headerOf(body),
      number,
      shipId: body.shipId,
      state: 'DRAFT',
      createdById: actor.id,
      createdByName: actor.name,
    });
    await repo.replaceLines(
      tx,
      id,
      lineRowsOf(body.lines).map(({ id: _id, ...l }) => l),
    );
    const { history: _h, ...after } = await requisitionDetailOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'requisition',
      entityId: id,
      shipId: body.shipId,
      after,
    });
    return requisitionDetailOf(tx, id);
  });
}

/**
 * `PUT /purchasing/requisitions/:id`: replaces the header and lines of a DRAFT (409 in any other state);
 * lines keep their ids when sent with them. Optimistic lock on `version` (409 when stale).
 */
export async function updateRequisition(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateRequisition,
): Promise<RequisitionDetail> {
  assertSidebar(actor, [REQUISITIONS]);
  await checkCategory(db, body.categoryId);
  return db.transaction(async (tx) => {
    if (!(await repo.lockRequisition(tx, id))) throw notFound('Requisition');
    const current = await loadRequisition(tx, actor, id);
    if (current.version !== body.version) throw staleVersion('Requisition');
    if (current.state !== 'DRAFT')
      throw conflict(`${current.number} is ${current.state}: only a draft requisition can be edited`);
    const known = new Set(await repo.lineIdsOf(tx, id));
    body.lines.forEach((line, i) => {
      if (line.id && !known.has(line.id))
        throw badRequest(`lines.${i}.id`, 'is not a line of this requisition');
    });
    const { history: _b, ...before } = await requisitionDetailOf(tx, id);
    if (!(await repo.updateRequisition(tx, id, body.version, headerOf(body))))
      throw staleVersion('Requisition');
    await repo.replaceLines(tx, id, lineRowsOf(body.lines));
    const { history: _a, ...after } = await requisitionDetailOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'requisition',
      entityId: id,
      shipId: current.shipId,
      before,
      after,
    });
    return requisitionDetailOf(tx, id);
  });
}
