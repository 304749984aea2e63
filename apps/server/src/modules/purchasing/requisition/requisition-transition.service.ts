import {
  applyRequisitionEvent,
  cancelRequisition,
  normalizeDecimal,
  requisitionMachine,
  type ActionName,
  type CancelRequisitionBody,
  type RequisitionDetail,
  type RequisitionEvent,
  type RequisitionState,
  type SendBackRequisition,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import { assertCan, assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { noticeRequisition } from '../../notifications/purchasing-notices';
import { quantitiesOf } from './requisition.flow';
import * as lines from './requisition-lines.repo';
import * as repo from './requisition.repo';
import { loadRequisition, REQUISITIONS } from './requisition.service';
import { requisitionDetailOf } from './requisition.view';

/** Audit action names of the explicit events. */
const AUDIT_ACTION: Record<RequisitionEvent, string> = {
  submit: 'submit',
  approve: 'approve',
  sendBack: 'send_back',
  startRfq: 'rfq',
  close: 'close',
  cancel: 'cancel',
};

/**
 * Runs one transition in one transaction: sidebar, ship scope, the guarding action on the ship, the
 * version (409 when stale), then `change` computes the new columns (throwing 409 when the state does
 * not allow it), the row is written and one audit row records it.
 */
async function runTransition(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  action: ActionName,
  auditAction: string,
  change: (
    tx: Tx,
    row: repo.RequisitionRow,
  ) => Promise<{ state: RequisitionState; values?: Partial<repo.NewRequisitionRow>; audit?: object }>,
): Promise<RequisitionDetail> {
  assertSidebar(actor, [REQUISITIONS]);
  return db.transaction(async (tx) => {
    if (!(await repo.lockRequisition(tx, id))) throw notFound('Requisition');
    const row = await loadRequisition(tx, actor, id);
    assertCan(actor, [action], { shipId: row.shipId });
    if (row.version !== version) throw staleVersion('Requisition');
    const { state, values = {}, audit = {} } = await change(tx, row);
    if (!(await repo.updateRequisition(tx, id, version, { ...values, state })))
      throw staleVersion('Requisition');
    await recordAudit(tx, actor, {
      action: auditAction,
      entity: 'requisition',
      entityId: id,
      shipId: row.shipId,
      before: { state: row.state, version: row.version },
      after: { state, version: row.version + 1, ...audit },
    });
    const reason = (audit as { sentBackReason?: string }).sentBackReason;
    await noticeRequisition(tx, actor, auditAction, row, reason);
    return requisitionDetailOf(tx, id);
  });
}

/** An explicit event through the domain machine (409 naming the state when refused). */
function event(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  name: Exclude<RequisitionEvent, 'cancel' | 'startRfq'>,
  extra: (row: repo.RequisitionRow) => {
    values?: Partial<repo.NewRequisitionRow>;
    audit?: object;
  } = () => ({}),
  reason?: string,
) {
  const action = requisitionMachine.transitions[name].action as ActionName;
  return runTransition(db, actor, id, version, action, AUDIT_ACTION[name], async (_tx, row) => {
    const result = applyRequisitionEvent(row.state as RequisitionState, name, { reason: reason ?? null });
    if (!result.ok) throw conflict(`${row.number}: ${result.message}`);
    return { state: result.to, ...extra(row) };
  });
}

/** `POST …/:id/submit` (manage_req_status): DRAFT → SUBMITTED; the sent-back reason is cleared. */
export function submitRequisition(db: Db, actor: Actor, id: string, version: number) {
  return event(db, actor, id, version, 'submit', (row) => ({
    values: { submittedAt: new Date(), sentBackReason: null },
    audit: row.sentBackReason ? { resolvedSentBackReason: row.sentBackReason } : {},
  }));
}

/** `POST …/:id/approve` (moderate_requisition): SUBMITTED → APPROVED, recording the approver. */
export function approveRequisition(db: Db, actor: Actor, id: string, version: number) {
  return event(db, actor, id, version, 'approve', () => ({
    values: { approvedAt: new Date(), approvedById: actor.id, approvedByName: actor.name },
  }));
}

/** `POST …/:id/send-back` (moderate_requisition): SUBMITTED → DRAFT with the reason shown on the draft. */
export function sendBackRequisition(db: Db, actor: Actor, id: string, body: SendBackRequisition) {
  return event(
    db,
    actor,
    id,
    body.version,
    'sendBack',
    () => ({ values: { sentBackReason: body.reason }, audit: { sentBackReason: body.reason } }),
    body.reason,
  );
}

/** `POST …/:id/close` (manage_req_status): an ordered or received requisition is closed. */
export function closeRequisition(db: Db, actor: Actor, id: string, version: number) {
  return event(db, actor, id, version, 'close', () => ({ values: { closedAt: new Date() } }));
}

/**
 * `POST …/:id/cancel` (cancel_requisition): cancels what is not ordered yet. Before anything is ordered
 * the requisition becomes CANCELLED; once partly ordered each line's cancelled quantity becomes quantity −
 * ordered and the state is derived again. Ordered quantities are never touched.
 */
export function cancelRequisitionRemainder(db: Db, actor: Actor, id: string, body: CancelRequisitionBody) {
  return runTransition(db, actor, id, body.version, 'cancel_requisition', 'cancel', async (tx, row) => {
    const rows = await lines.linesOf(tx, [id]);
    const result = cancelRequisition(
      row.state as RequisitionState,
      rows.map((l) => ({ ...quantitiesOf(l), id: l.id, position: l.position })),
    );
    if (!result.ok) throw conflict(`${row.number}: ${result.message}`);
    const changed: { position: number; cancelledQuantity: string }[] = [];
    for (const line of result.lines) {
      const before = rows.find((r) => r.id === line.id)!;
      if (normalizeDecimal(before.cancelledQuantity) === normalizeDecimal(line.cancelledQty)) continue;
      await lines.setLineQuantities(tx, line.id, { cancelledQuantity: line.cancelledQty });
      changed.push({ position: line.position, cancelledQuantity: normalizeDecimal(line.cancelledQty) });
    }
    const reason = body.reason ?? null;
    return {
      state: result.to,
      values: { cancelReason: reason },
      audit: { cancelReason: reason, lines: changed },
    };
  });
}
