import {
  acknowledgementCompleteness,
  rankOfJobTitle,
  requiredCrew,
  type Acknowledgement,
  type AckShipReport,
  type CrewMember,
  type EffectiveDocument,
  type SendReminders,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { assertCan, assertShipInScope, assertSidebar, type Actor } from '../../access/access.service';
import type { AuditActor } from '../../audit/audit.service';
import { recordAudit } from '../../audit/audit.service';
import { notify } from '../../notifications/notify';
import { DMS_ISM, isDmsOffice } from '../dms-access';
import * as repo from './document.repo';

const DOCUMENT_ENTITY = 'dms-document';

/** The crew of each ship (users with a role on that ship that opens the ISM manual), ranks from job titles. */
async function crewByShip(db: DbOrTx, shipIds: readonly string[]): Promise<Map<string, CrewMember[]>> {
  const rows = await repo.selectCrew(db, shipIds);
  const map = new Map<string, CrewMember[]>(shipIds.map((id) => [id, []]));
  for (const r of rows)
    map.get(r.ship_id)?.push({ userId: r.user_id, name: r.name, rank: rankOfJobTitle(r.job_title) });
  return map;
}

/**
 * `POST /dms/revisions/:id/acknowledgements`: the signed-in user confirms having read an effective
 * revision on one of his ships that receives it. Idempotent: a second call answers the first one.
 */
export async function acknowledge(
  db: Db,
  actor: Actor,
  revisionId: string,
  shipId: string,
): Promise<Acknowledgement> {
  assertSidebar(actor, [DMS_ISM]);
  assertShipInScope(actor, shipId);
  return db.transaction(async (tx) => {
    const rev = await repo.findRevision(tx, revisionId);
    if (!rev) throw notFound('Revision');
    if (rev.state !== 'EFFECTIVE')
      throw badRequest('revisionId', 'only the effective revision can be acknowledged');
    if (!(await repo.isDistributedToAny(tx, rev.documentId, [shipId]))) {
      if (!isDmsOffice(actor)) throw notFound('Revision');
      throw badRequest('shipId', 'the document is not distributed to this ship');
    }
    const before = (await repo.selectAcknowledgements(tx, revisionId)).find(
      (a) => a.userId === actor.id && a.shipId === shipId,
    );
    const row = before ?? (await repo.upsertAcknowledgement(tx, revisionId, shipId, actor.id));
    if (!before)
      await recordAudit(tx, actor, {
        action: 'acknowledge',
        entity: DOCUMENT_ENTITY,
        entityId: rev.documentId,
        shipId,
        after: { revisionId, revision: rev.revision, shipId },
      });
    return { revisionId, shipId, userId: actor.id, acknowledgedAt: row.acknowledgedAt.toISOString() };
  });
}

/**
 * `GET /dms/revisions/:id/acknowledgements`: per ship that receives the document, who must acknowledge
 * (every crew member, or the document's ranks), who did and who has not. Office DMS users only.
 */
export async function acknowledgementReport(
  db: DbOrTx,
  actor: Actor,
  revisionId: string,
): Promise<AckShipReport[]> {
  assertSidebar(actor, [DMS_ISM]);
  if (!isDmsOffice(actor)) assertCan(actor, ['manage_documents', 'approve_documents'], { mode: 'or' });
  const rev = await repo.findRevision(db, revisionId);
  if (!rev) throw notFound('Revision');
  const doc = (await repo.findDocument(db, rev.documentId))!;
  const ships = await repo.selectDistributedShips(db, doc.id);
  const crew = await crewByShip(
    db,
    ships.map((s) => s.id),
  );
  const acks = await repo.selectAcknowledgements(db, revisionId);
  return ships.map((s) => {
    const given = acks
      .filter((a) => a.shipId === s.id)
      .map((a) => ({ userId: a.userId, acknowledgedAt: a.acknowledgedAt.toISOString() }));
    const c = acknowledgementCompleteness(crew.get(s.id) ?? [], doc.ackRanks, given);
    return { shipId: s.id, shipName: s.name, ...c };
  });
}

/**
 * Tells the crews who must acknowledge an effective revision (in-app + outbox e-mail through
 * `notify`): everyone required on the ships (`shipIds`, or every ship that receives it) who has not
 * acknowledged yet. Returns how many were told on how many ships.
 */
export async function noticeAcknowledgementsDue(
  tx: DbOrTx,
  actor: AuditActor,
  doc: repo.DocumentRow,
  rev: { id: string; revision: string },
  shipIds: readonly string[] | null,
  reminder = false,
): Promise<{ reminded: number; ships: number }> {
  const ships = (await repo.selectDistributedShips(tx, doc.id)).filter(
    (s) => !shipIds || shipIds.includes(s.id),
  );
  const crew = await crewByShip(
    tx,
    ships.map((s) => s.id),
  );
  const acks = await repo.selectAcknowledgements(tx, rev.id);
  let reminded = 0;
  let shipCount = 0;
  for (const ship of ships) {
    const done = new Set(acks.filter((a) => a.shipId === ship.id).map((a) => a.userId));
    const missing = requiredCrew(crew.get(ship.id) ?? [], doc.ackRanks).filter((c) => !done.has(c.userId));
    if (missing.length === 0) continue;
    shipCount++;
    reminded += missing.length;
    await notify(tx, actor, {
      kind: 'acknowledgement_requested',
      recipientIds: missing.map((m) => m.userId),
      title: `${reminder ? 'Reminder: please' : 'Please'} read and acknowledge ${doc.number} ${doc.title}, revision ${rev.revision} (${ship.name})`,
      link: `/dms/ism?doc=${doc.id}&ship=${ship.id}`,
      entity: DOCUMENT_ENTITY,
      entityId: doc.id,
      shipId: null,
    });
  }
  return { reminded, ships: shipCount };
}

/** `POST /dms/revisions/:id/reminders` (manage_documents): remind the crews still missing. */
export async function sendReminders(db: Db, actor: Actor, revisionId: string, body: SendReminders) {
  assertSidebar(actor, [DMS_ISM]);
  assertCan(actor, ['manage_documents', 'approve_documents'], { mode: 'or' });
  return db.transaction(async (tx) => {
    const rev = await repo.findRevision(tx, revisionId);
    if (!rev) throw notFound('Revision');
    if (rev.state !== 'EFFECTIVE')
      throw badRequest('revisionId', 'only an effective revision is acknowledged');
    const doc = (await repo.findDocument(tx, rev.documentId))!;
    const sent = await noticeAcknowledgementsDue(tx, actor, doc, rev, body.shipIds ?? null, true);
    await recordAudit(tx, actor, {
      action: 'remind',
      entity: DOCUMENT_ENTITY,
      entityId: doc.id,
      after: { revisionId, revision: rev.revision, ...sent },
    });
    return sent;
  });
}

/** `GET /dms/ships/:shipId/effective`: the ship's effective documents (for reading offline). */
export async function shipEffective(db: DbOrTx, actor: Actor, shipId: string): Promise<EffectiveDocument[]> {
  assertSidebar(actor, [DMS_ISM]);
  assertShipInScope(actor, shipId);
  const [rows, crew] = await Promise.all([
    repo.selectShipEffective(db, shipId, actor.id),
    crewByShip(db, [shipId]),
  ]);
  const me = (crew.get(shipId) ?? []).find((c) => c.userId === actor.id);
  return rows.map((r) => ({
    documentId: r.document_id,
    chapterId: r.chapter_id,
    number: r.number,
    title: r.title,
    revisionId: r.revision_id,
    revision: r.revision,
    effectiveDate: r.effective_date,
    reviewDue: r.review_due,
    fileName: r.file_name,
    contentType: r.content_type,
    size: Number(r.size),
    sha256: r.sha256,
    acknowledgedByMe: r.acknowledged,
    ackRequiredOfMe: me !== undefined && requiredCrew([me], r.ack_ranks).length === 1,
  }));
}
