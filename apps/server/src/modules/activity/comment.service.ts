import {
  entityLabel,
  recordPath,
  type ActivityEntity,
  type CreateComment,
  type RecordComment,
  type UpdateComment,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, forbidden, notFound, staleVersion } from '../../lib/http-error';
import type { Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { notify } from '../notifications/notify';
import { checkMentions, mentionableUsers } from './activity-audience';
import { openRecord, type OpenedRecord } from './activity-records';
import * as repo from './activity.repo';

function toView(row: repo.CommentRow, names: Map<string, string>): RecordComment {
  return {
    id: row.id,
    entity: row.entity as ActivityEntity,
    entityId: row.entityId,
    body: row.body,
    mentions: row.mentionIds.map((id) => ({ id, name: names.get(id) ?? 'Former user' })),
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    version: row.version,
  };
}

/** What the audit row of a comment keeps: the record it belongs to, the text and who it mentions. */
function auditShape(record: OpenedRecord, row: repo.CommentRow, mentions: { name: string }[]) {
  return {
    recordEntity: record.entity,
    recordId: record.id,
    recordTitle: record.title,
    body: row.body,
    mentions: mentions.map((m) => m.name),
  };
}

/**
 * 400 naming `mentionIds` unless every mentioned user can open the record: a mention must never point
 * someone at a record they cannot see (the autocomplete offers only those who can).
 */
async function allowedMentions(db: DbOrTx, record: OpenedRecord, ids: readonly string[]) {
  const { allowed, refused } = await checkMentions(db, record, ids);
  if (refused.length > 0) {
    const who = refused.map((r) => r.name ?? 'an unknown or inactive user').join(', ');
    const message = `${who} cannot open this ${entityLabel(record.entity)}; mention only people who can`;
    throw new HttpError(400, `mentionIds: ${message}`, [{ field: 'mentionIds', message }]);
  }
  return allowed;
}

/** Tells the newly mentioned users (the notifications module drops anyone who cannot open the record). */
async function notifyMentions(
  tx: DbOrTx,
  actor: Actor,
  record: OpenedRecord,
  body: string,
  recipientIds: string[],
) {
  if (recipientIds.length === 0) return;
  await notify(tx, actor, {
    kind: 'mention',
    recipientIds,
    title: `${actor.name} mentioned you on ${record.title}`,
    body: body.length > 500 ? `${body.slice(0, 499)}…` : body,
    link: recordPath(record.entity, record.id, record.shipId),
    entity: record.entity,
    entityId: record.id,
    shipId: record.shipId,
  });
}

async function viewsOf(db: DbOrTx, rows: repo.CommentRow[]) {
  const names = await repo.selectUserNames(db, [...new Set(rows.flatMap((r) => r.mentionIds))]);
  return rows.map((r) => toView(r, names));
}

/** `GET /activity/:entity/:id/comments`: the record's comments, oldest first, paged. */
export async function listComments(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  page: { offset: number; limit: number },
) {
  await openRecord(db, actor, entity, id);
  const { rows, total } = await repo.listComments(db, entity, id, page);
  return { data: await viewsOf(db, rows), page: { total, ...page } };
}

/** `GET /activity/:entity/:id/mentionable`: who the `@` autocomplete offers. */
export async function listMentionable(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  q: string | undefined,
) {
  const record = await openRecord(db, actor, entity, id);
  return mentionableUsers(db, record, actor.id, q);
}

/**
 * `POST /activity/:entity/:id/comments`: anyone who can open the record may comment. The comment,
 * its audit row and the mention notifications are one transaction.
 */
export async function createComment(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  body: CreateComment,
): Promise<RecordComment> {
  const record = await openRecord(db, actor, entity, id);
  const mentions = await allowedMentions(db, record, body.mentionIds);
  return db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, {
      entity,
      entityId: id,
      shipId: record.shipId,
      body: body.body,
      mentionIds: mentions.map((m) => m.id),
      authorId: actor.id,
      authorName: actor.name,
    });
    await recordAudit(tx, actor, {
      action: 'comment',
      entity: 'record_comment',
      entityId: row.id,
      shipId: record.shipId,
      after: auditShape(record, row, mentions),
    });
    await notifyMentions(tx, actor, record, row.body, row.mentionIds);
    return toView(row, new Map(mentions.map((m) => [m.id, m.name])));
  });
}

/** The comment to change, locked: 404 when not on this record, 403 unless the actor wrote it. */
async function ownComment(
  tx: DbOrTx,
  actor: Actor,
  record: OpenedRecord,
  commentId: string,
  version: number,
) {
  const row = await repo.findComment(tx, record.entity, record.id, commentId, true);
  if (!row) throw notFound('Comment');
  if (row.authorId !== actor.id) throw forbidden('Only the author may change or delete a comment');
  if (row.version !== version) throw staleVersion('Comment');
  return row;
}

/** `PATCH …/comments/:commentId`: the author changes the text; users mentioned anew are notified. */
export async function updateComment(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  commentId: string,
  body: UpdateComment,
): Promise<RecordComment> {
  const record = await openRecord(db, actor, entity, id);
  const mentions = await allowedMentions(db, record, body.mentionIds);
  return db.transaction(async (tx) => {
    const before = await ownComment(tx, actor, record, commentId, body.version);
    const beforeNames = await repo.selectUserNames(tx, before.mentionIds);
    const row = await repo.updateComment(tx, commentId, body.version, {
      body: body.body,
      mentionIds: mentions.map((m) => m.id),
    });
    if (!row) throw staleVersion('Comment');
    await recordAudit(tx, actor, {
      action: 'edit_comment',
      entity: 'record_comment',
      entityId: row.id,
      shipId: record.shipId,
      before: auditShape(
        record,
        before,
        before.mentionIds.map((m) => ({ name: beforeNames.get(m) ?? m })),
      ),
      after: auditShape(record, row, mentions),
    });
    const added = row.mentionIds.filter((m) => !before.mentionIds.includes(m));
    await notifyMentions(tx, actor, record, row.body, added);
    return toView(row, new Map(mentions.map((m) => [m.id, m.name])));
  });
}

/** `DELETE …/comments/:commentId?version=`: the author deletes the comment; the audit row keeps it. */
export async function deleteComment(
  db: Db,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  commentId: string,
  version: number,
): Promise<void> {
  const record = await openRecord(db, actor, entity, id);
  await db.transaction(async (tx) => {
    const before = await ownComment(tx, actor, record, commentId, version);
    const names = await repo.selectUserNames(tx, before.mentionIds);
    if (!(await repo.deleteComment(tx, commentId, version))) throw staleVersion('Comment');
    await recordAudit(tx, actor, {
      action: 'delete_comment',
      entity: 'record_comment',
      entityId: commentId,
      shipId: record.shipId,
      before: auditShape(
        record,
        before,
        before.mentionIds.map((m) => ({ name: names.get(m) ?? m })),
      ),
    });
  });
}
