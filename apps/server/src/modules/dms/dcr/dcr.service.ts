import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  applyDcrEvent,
  checkDcrTransitionInput,
  createDcrSchema,
  DCR_SORT_FIELDS,
  type Dcr,
  type DcrListQuery,
  type DcrSortField,
  type DcrState,
  type DcrTransition,
  type Page,
} from '@keel/domain';
import type { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../../db/client';
import { DOCUMENT_TYPES, sniffFileType } from '../../../lib/file-type';
import { badRequest, conflict, HttpError, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, orderOf, sortOf } from '../../../lib/list-query';
import type { FileStorage } from '../../../plugins/storage';
import { assertCan, assertShipInScope, assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { notify } from '../../notifications/notify';
import { DMS_DCR, dmsReaderShips } from '../dms-access';
import type { DmsUpload } from '../dms-upload';
import * as docs from '../document/document.repo';
import { dmsRevisions } from '../document/document.table';
import { usersWithDmsAction } from '../document/revision.service';
import { sniffDmsFile, storageMimesFor } from '../document/dms-file-type';
import { dmsDcrs } from './dcr.table';

/** The activity/audit entity of a DCR. */
export const DCR_ENTITY = 'dms-dcr';

type DcrRow = typeof dmsDcrs.$inferSelect;

const SELECT = sql`
  SELECT c.*, d.number AS document_number, d.title AS document_title, s.name AS ship_name,
    pu.name AS proposer_name, du.name AS decided_by_name, r.revision AS implemented_revision
  FROM dms_dcrs c
  JOIN dms_documents d ON d.id = c.document_id
  LEFT JOIN ships s ON s.id = c.ship_id
  LEFT JOIN users pu ON pu.id = c.proposer_id
  LEFT JOIN users du ON du.id = c.decided_by_id
  LEFT JOIN dms_revisions r ON r.id = c.implemented_revision_id`;

type DcrViewRow = Record<string, unknown> & {
  id: string;
  number: string;
  document_id: string;
  document_number: string;
  document_title: string;
  ship_id: string | null;
  ship_name: string | null;
  proposer_id: string | null;
  proposer_name: string | null;
  reason: string;
  proposed_text: string;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  sha256: string | null;
  state: string;
  decision_reason: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  implemented_revision_id: string | null;
  implemented_revision: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toDcr(r: DcrViewRow): Dcr {
  return {
    id: r.id,
    number: r.number,
    documentId: r.document_id,
    documentNumber: r.document_number,
    documentTitle: r.document_title,
    shipId: r.ship_id,
    shipName: r.ship_name,
    proposerId: r.proposer_id,
    proposerName: r.proposer_name,
    reason: r.reason,
    proposedText: r.proposed_text,
    file:
      r.file_name && r.content_type && r.sha256
        ? { fileName: r.file_name, contentType: r.content_type, size: Number(r.size), sha256: r.sha256 }
        : null,
    state: r.state as DcrState,
    decisionReason: r.decision_reason,
    decidedByName: r.decided_by_name,
    decidedAt: iso(r.decided_at),
    implementedRevisionId: r.implemented_revision_id,
    implementedRevision: r.implemented_revision,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    version: Number(r.version),
  };
}

/** SQL: the DCRs a reader sees: his own and those from his ships (office DMS users: every one). */
function visibility(actor: Actor): SQL {
  const ships = dmsReaderShips(actor);
  if (ships === null) return sql`TRUE`;
  const ids = ships.length
    ? sql.join(
        ships.map((s) => sql`${s}::uuid`),
        sql`, `,
      )
    : sql`NULL::uuid`;
  return sql`(c.proposer_id = ${actor.id}::uuid OR c.ship_id IN (${ids}))`;
}

/** `GET /dms/dcrs`: paged, newest first, filtered by state, document and text. */
/** The sort keys of the DCR list (the state in its workflow order, not by name). */
const DCR_ORDER: Record<DcrSortField, SQL> = {
  number: sql`c.number`,
  document: sql`d.number`,
  state: sql`array_position(ARRAY['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IMPLEMENTED', 'REJECTED'], c.state)`,
  shipName: sql`s.name`,
  proposerName: sql`pu.name`,
  createdAt: sql`c.created_at`,
};

/** `ORDER BY` of `sort` (a 400 naming `sort` for an unknown field), then newest and id so pages never overlap. */
function dcrOrder(sort: string | undefined): SQL {
  const { field, desc } = sortOf(sort ?? '-createdAt', DCR_SORT_FIELDS, 'createdAt');
  return sql`${orderOf(DCR_ORDER[field], desc)}, c.created_at DESC, c.id`;
}

export async function listDcrs(
  db: DbOrTx,
  actor: Actor,
  query: DcrListQuery,
): Promise<{ data: Dcr[]; page: Page }> {
  assertSidebar(actor, [DMS_DCR]);
  const where: SQL[] = [visibility(actor)];
  if (query.state) where.push(sql`c.state = ${query.state}`);
  if (query.documentId) where.push(sql`c.document_id = ${query.documentId}::uuid`);
  if (query.q) {
    const p = containsPattern(query.q);
    where.push(
      sql`(c.number ILIKE ${p} OR c.reason ILIKE ${p} OR d.number ILIKE ${p} OR d.title ILIKE ${p})`,
    );
  }
  const cond = sql.join(where, sql` AND `);
  const [rows, total] = await Promise.all([
    db.execute<DcrViewRow>(
      sql`${SELECT} WHERE ${cond} ORDER BY ${dcrOrder(query.sort)} LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM dms_dcrs c JOIN dms_documents d ON d.id = c.document_id WHERE ${cond}`,
    ),
  ]);
  return {
    data: rows.rows.map(toDcr),
    page: { total: total.rows[0]?.n ?? 0, offset: query.offset, limit: query.limit },
  };
}

/** Loads a DCR the actor may read (404 otherwise). */
export async function getDcr(db: DbOrTx, actor: Actor, id: string): Promise<Dcr> {
  assertSidebar(actor, [DMS_DCR]);
  const result = await db.execute<DcrViewRow>(
    sql`${SELECT} WHERE c.id = ${id}::uuid AND ${visibility(actor)}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound('Change request');
  return toDcr(row);
}

/** The file types a DCR attachment may have: the document types plus scans and photos. */
function sniffDcrFile(content: Buffer): { contentType: string; storageMimes: string[] } {
  const head = sniffFileType(content.subarray(0, 16));
  if (head && (DOCUMENT_TYPES as readonly string[]).includes(head.mime))
    return { contentType: head.mime, storageMimes: [head.mime] };
  try {
    const type = sniffDmsFile(content);
    return { contentType: type, storageMimes: storageMimesFor(type) };
  } catch {
    throw new HttpError(415, 'file: the content is not a PDF, image, Word or Excel file', [
      { field: 'file', message: 'the content is not a PDF, image, Word or Excel file' },
    ]);
  }
}

/**
 * `POST /dms/dcrs` (JSON or multipart with an optional marked-up `file`): anyone with DMS.dcr proposes
 * a change to a document he can read, from one of his ships or from the office (shipId null). The
 * office DMS approvers are told.
 */
export async function createDcr(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  input: unknown,
  upload?: DmsUpload['file'],
): Promise<Dcr> {
  assertSidebar(actor, [DMS_DCR]);
  const body = createDcrSchema.parse(input);
  const ships = dmsReaderShips(actor);
  if (body.shipId) assertShipInScope(actor, body.shipId);
  const doc = await docs.findDocument(db, body.documentId);
  if (!doc) throw badRequest('documentId', 'no such document');
  if (ships !== null) {
    const readable = body.shipId ? [body.shipId] : ships;
    const effective = await docs.selectRevisionsOf(db, doc.id, true);
    if (effective.length === 0 || !(await docs.isDistributedToAny(db, doc.id, readable)))
      throw badRequest('documentId', 'no such document on your ship');
  }
  const file = upload ? sniffDcrFile(upload.content) : null;
  const stored =
    upload && file ? await storage.put(upload.content, upload.fileName, file.storageMimes) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const seq = await tx.execute<{ n: string }>(sql`SELECT nextval('dms_dcr_number_seq')::text AS n`);
      const number = `DCR-${new Date().getUTCFullYear()}-${seq.rows[0]!.n.padStart(4, '0')}`;
      const [row] = await tx
        .insert(dmsDcrs)
        .values({
          number,
          documentId: doc.id,
          shipId: body.shipId,
          proposerId: actor.id,
          reason: body.reason,
          proposedText: body.proposedText,
          ...(stored && file
            ? {
                fileName: stored.originalName,
                contentType: file.contentType,
                size: stored.size,
                sha256: stored.sha256,
                storageKey: stored.key,
              }
            : {}),
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entity: DCR_ENTITY,
        entityId: row!.id,
        shipId: body.shipId,
        after: {
          number,
          documentId: doc.id,
          document: `${doc.number} ${doc.title}`,
          reason: body.reason,
          state: 'SUBMITTED',
        },
      });
      await notify(tx, actor, {
        kind: 'approval_requested',
        recipientIds: await usersWithDmsAction(tx, 'approve_documents'),
        title: `Change request ${number} to decide: ${doc.number} ${doc.title}`,
        body: body.reason,
        link: `/dms/dcr/${row!.id}`,
        entity: DCR_ENTITY,
        entityId: row!.id,
        shipId: body.shipId,
      });
      return row!.id;
    });
    return getDcr(db, actor, id);
  } catch (error) {
    if (stored) await storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
}

/**
 * `POST /dms/dcrs/:id/transition`: start-review, approve or reject (approve_documents; reject needs a
 * reason) and implement (manage_documents; names the revision of the same document it produced).
 * The proposer is told of each decision.
 */
export async function transitionDcr(db: Db, actor: Actor, id: string, body: DcrTransition): Promise<Dcr> {
  assertSidebar(actor, [DMS_DCR]);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dmsDcrs).where(eq(dmsDcrs.id, id)).for('update');
    if (!row || dmsReaderShips(actor) !== null) {
      if (row && (row.proposerId === actor.id || (row.shipId && actor.access.actionsByShip.has(row.shipId))))
        assertCan(actor, ['approve_documents']);
      throw notFound('Change request');
    }
    const result = applyDcrEvent(row.state as DcrState, body.action);
    if (!result.ok) throw conflict(result.message);
    if (result.action) assertCan(actor, [result.action]);
    let revisionDocumentId: string | null | undefined;
    let revisionLabel: string | null = null;
    if (body.action === 'implement' && body.revisionId) {
      const [rev] = await tx
        .select({ documentId: dmsRevisions.documentId, revision: dmsRevisions.revision })
        .from(dmsRevisions)
        .where(eq(dmsRevisions.id, body.revisionId));
      if (!rev) throw badRequest('revisionId', 'no such revision');
      revisionDocumentId = rev.documentId;
      revisionLabel = rev.revision;
    }
    const invalid = checkDcrTransitionInput(body.action, {
      reason: body.reason,
      revisionId: body.revisionId,
      ...(revisionDocumentId !== undefined ? { revisionDocumentId } : {}),
      dcrDocumentId: row.documentId,
    });
    if (invalid) throw badRequest(invalid.field, invalid.message);
    if (row.version !== body.version) throw staleVersion('The change request');
    const now = new Date();
    const decision = body.action === 'approve' || body.action === 'reject';
    const [updated] = await tx
      .update(dmsDcrs)
      .set({
        state: result.to,
        ...(decision ? { decidedById: actor.id, decidedAt: now, decisionReason: body.reason ?? null } : {}),
        ...(body.action === 'implement' ? { implementedRevisionId: body.revisionId! } : {}),
        updatedAt: now,
        version: sql`${dmsDcrs.version} + 1`,
      })
      .where(and(eq(dmsDcrs.id, id), eq(dmsDcrs.version, body.version)))
      .returning();
    if (!updated) throw staleVersion('The change request');
    await recordAudit(tx, actor, {
      action: body.action,
      entity: DCR_ENTITY,
      entityId: id,
      shipId: row.shipId,
      before: { state: row.state },
      after: {
        state: result.to,
        ...(body.reason ? { reason: body.reason } : {}),
        ...(revisionLabel ? { revisionId: body.revisionId, revision: revisionLabel } : {}),
      },
    });
    if (row.proposerId) {
      const words: Record<string, string> = {
        'start-review': 'is under review',
        approve: 'was approved',
        reject: 'was rejected',
        implement: `was implemented${revisionLabel ? ` in revision ${revisionLabel}` : ''}`,
      };
      await notify(tx, actor, {
        kind: body.action === 'reject' ? 'declined' : 'approved',
        recipientIds: [row.proposerId],
        title: `Your change request ${row.number} ${words[body.action]}`,
        ...(body.reason ? { body: body.reason } : {}),
        link: `/dms/dcr/${id}`,
        entity: DCR_ENTITY,
        entityId: id,
        shipId: row.shipId,
      });
    }
  });
  return getDcr(db, actor, id);
}

/** A DCR's attached file, for whoever may read the DCR. */
export async function openDcrFile(
  db: DbOrTx,
  storage: FileStorage,
  actor: Actor,
  id: string,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number; sha256: string }> {
  await getDcr(db, actor, id);
  const [row] = await db.select().from(dmsDcrs).where(eq(dmsDcrs.id, id));
  if (!row?.storageKey || !row.fileName || !row.contentType || !row.sha256) throw notFound('File');
  return {
    stream: await storage.open(row.storageKey),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size ?? 0,
    sha256: row.sha256,
  };
}

export type { DcrRow };
