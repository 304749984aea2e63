import {
  MAX_RFQ_DEADLINE_DAYS,
  RFQ_SORT_FIELDS,
  rfqLinkExpiry,
  rfqMachine,
  transition,
  type CreateRfq,
  type RfqDetail,
  type RfqListQuery,
  type RfqState,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { hashToken, randomToken } from '../../../lib/tokens';
import { assertCan, assertShipInScope, assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { noticeRfqOutcome } from '../../notifications/purchasing-notices';
import {
  markRequisitionsInRfq,
  releaseRequisitionsFromRfq,
  requisitionsForRfq,
} from '../requisition/requisition.flow';
import * as repo from './rfq.repo';
import { detailOf, toSummary } from './rfq.view';
import { lapseOverdue, sendLinks } from './rfq-invitation.service';
import { sendCancellationMails } from './rfq-closing-mail';
import { PURCHASE_ORDERS, loadRfq } from './rfq.guard';

/** The ships whose RFQs the actor may list (`get_vendor_rfq_overview`); null for every ship (admins). */
function overviewShips(actor: Actor): string[] | null {
  if (actor.isAdmin) return null;
  return [...actor.access.actionsByShip.entries()]
    .filter(([, actions]) => actions.has('get_vendor_rfq_overview'))
    .map(([shipId]) => shipId);
}

/** `GET /purchasing/rfqs`: RFQs of the ships where the actor holds `get_vendor_rfq_overview`. */
export async function listRfqs(db: Db, actor: Actor, query: RfqListQuery) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  if (query.shipId) {
    assertShipInScope(actor, query.shipId);
    assertCan(actor, ['get_vendor_rfq_overview'], { shipId: query.shipId });
  }
  const sort = query.sort
    ? sortOf(query.sort, RFQ_SORT_FIELDS, 'createdAt')
    : { field: 'createdAt' as const, desc: true };
  const { rows, total } = await repo.listRfqs(
    db,
    {
      shipIds: overviewShips(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.state ? { state: query.state } : {}),
      ...(query.requisitionId ? { requisitionId: query.requisitionId } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  const requisitions = await repo.requisitionsOf(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => {
    const own = requisitions.filter((q) => q.rfqId === r.id);
    return toSummary(
      r,
      own.map((q) => q.number),
      own.some((q) => q.priority === 1),
    );
  });
  return { data, page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /purchasing/rfqs/:id`: lapses invitations left unanswered past the deadline first. */
export async function getRfq(db: Db, actor: Actor, id: string): Promise<RfqDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  await loadRfq(db, actor, id, 'get_vendor_rfq_overview');
  await lapseOverdue(db, id);
  return detailOf(db, id);
}

function checkDeadline(deadline: Date, now: Date): void {
  if (deadline.getTime() <= now.getTime() + 60_000) throw badRequest('deadline', 'must be in the future');
  if (deadline.getTime() > now.getTime() + MAX_RFQ_DEADLINE_DAYS * 86_400_000)
    throw badRequest('deadline', `must be within ${MAX_RFQ_DEADLINE_DAYS} days`);
}

/**
 * `POST /purchasing/rfqs` (requesting_for_quotation on the ship): a DRAFT RFQ for the open lines of
 * APPROVED requisitions of one ship, inviting active vendors (each once). The requisitions go IN_RFQ
 * (REQ's flow) in the same transaction. Links are made when the RFQ is sent.
 */
export async function createRfq(db: Db, actor: Actor, body: CreateRfq): Promise<RfqDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  const now = new Date();
  const deadline = new Date(body.deadline);
  checkDeadline(deadline, now);
  return db.transaction(async (tx) => {
    const sources = await requisitionsForRfq(tx, body.requisitionIds);
    const shipIds = [...new Set(sources.map((s) => s.shipId))];
    if (shipIds.length !== 1)
      throw badRequest('requisitionIds', 'the requisitions of one RFQ must be of one ship');
    const shipId = shipIds[0]!;
    assertShipInScope(actor, shipId);
    assertCan(actor, ['requesting_for_quotation'], { shipId });
    const notApproved = sources.find((s) => s.state !== 'APPROVED');
    if (notApproved)
      throw conflict(
        `Requisition ${notApproved.number} is ${notApproved.state}; only approved requisitions go into an RFQ`,
      );
    const open = sources.flatMap((s) => s.lines.filter((l) => Number(l.openQuantity) > 0));
    if (open.length === 0) throw conflict('The requisitions have no open quantity left to quote');
    const vendorRows = await repo.vendorsByIds(tx, body.vendorIds);
    const unknown = body.vendorIds.find((id) => !vendorRows.some((v) => v.id === id));
    if (unknown) throw badRequest('vendorIds', `no vendor ${unknown}`);
    const inactive = vendorRows.find((v) => !v.active);
    if (inactive) throw badRequest('vendorIds', `${inactive.name} is inactive`);
    const number = await repo.nextRfqNumber(tx, now.getUTCFullYear());
    const id = await repo.insertRfq(
      tx,
      {
        number,
        shipId,
        state: 'DRAFT',
        deadline,
        currency: body.currency,
        deliveryPort: body.deliveryPort,
        deliveryFrom: body.deliveryFrom ?? null,
        deliveryTo: body.deliveryTo ?? null,
        notes: body.notes,
        createdById: actor.id,
        createdByName: actor.name,
      },
      body.requisitionIds,
      open.map((l, index) => ({
        requisitionLineId: l.id,
        position: index + 1,
        description: l.description,
        impaCode: l.impaCode,
        makerPartNumber: l.makerPartNumber,
        maker: l.maker,
        quantity: l.openQuantity,
        unit: l.unit,
        remarks: l.remarks,
      })),
      // Until the RFQ is sent each invitation holds the hash of a token nobody ever sees.
      body.vendorIds.map((vendorId) => ({
        vendorId,
        tokenHash: hashToken(randomToken()),
        tokenExpiresAt: rfqLinkExpiry(deadline),
      })),
    );
    await markRequisitionsInRfq(tx, body.requisitionIds, actor);
    const view = await detailOf(tx, id);
    await recordAudit(tx, actor, { action: 'create', entity: 'rfq', entityId: id, shipId, after: view });
    return view;
  });
}

/**
 * `POST /purchasing/rfqs/:id/send`: DRAFT → SENT. Every invitation gets a fresh 256-bit token (only
 * its SHA-256 stored) valid until the deadline plus the grace, and the e-mail with the link.
 */
export async function sendRfq(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  publicUrl: string,
): Promise<RfqDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  await loadRfq(db, actor, id, 'requesting_for_quotation');
  return db.transaction(async (tx) => {
    const row = await repo.lockRfq(tx, id);
    if (!row) throw notFound('RFQ');
    if (row.version !== version) throw staleVersion('The RFQ');
    const step = transition(rfqMachine, row.state as RfqState, 'send');
    if (!step.ok) throw conflict(step.message);
    const now = new Date();
    if (row.deadline.getTime() <= now.getTime())
      throw conflict('The reply deadline has passed; create a new RFQ with a later deadline');
    const before = await detailOf(tx, id);
    await sendLinks(
      tx,
      id,
      before.invitations.map((i) => i.id),
      publicUrl,
      now,
    );
    if (!(await repo.setRfqState(tx, id, version, { state: step.to, sentAt: now })))
      throw staleVersion('The RFQ');
    const after = await detailOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'send',
      entity: 'rfq',
      entityId: id,
      shipId: row.shipId,
      before,
      after,
    });
    return after;
  });
}

/**
 * `POST /purchasing/rfqs/:id/cancel`: DRAFT/SENT → CANCELLED; every vendor link is revoked and every
 * vendor who received the request (and did not decline) gets the cancellation e-mail.
 */
export async function cancelRfq(db: Db, actor: Actor, id: string, body: { version: number; reason: string }) {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  await loadRfq(db, actor, id, 'requesting_for_quotation');
  return db.transaction(async (tx) => {
    const row = await repo.lockRfq(tx, id);
    if (!row) throw notFound('RFQ');
    if (row.version !== body.version) throw staleVersion('The RFQ');
    const step = transition(rfqMachine, row.state as RfqState, 'cancel');
    if (!step.ok) throw conflict(step.message);
    const now = new Date();
    const before = await detailOf(tx, id);
    await repo.revokeAllLinks(tx, id, now);
    const notes = [row.notes, `Cancelled: ${body.reason}`].filter(Boolean).join('\n');
    if (!(await repo.setRfqState(tx, id, body.version, { state: step.to, cancelledAt: now, notes })))
      throw staleVersion('The RFQ');
    await releaseRequisitionsFromRfq(tx, await repo.requisitionIdsOf(tx, id), actor);
    await sendCancellationMails(tx, id, {
      rfqNumber: row.number,
      shipName: before.shipName,
      at: now,
      reason: body.reason,
    });
    const after = await detailOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: 'rfq',
      entityId: id,
      shipId: row.shipId,
      before,
      after,
    });
    await noticeRfqOutcome(tx, actor, 'cancelled', row, body.reason);
    return after;
  });
}
