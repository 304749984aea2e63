import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type MarkReadBody,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationPreference,
  type UpdateNotificationPreferences,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { publishLive } from './live-channel';
import * as repo from './notification.repo';

/** A stored notification in the API's shape. */
export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    entity: row.entity,
    entityId: row.entityId,
    shipId: row.shipId,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * `GET /notifications`: the signed-in user's own notifications, newest first, with the unread count.
 * Every user may read their own (no area permission): each was checked against the record when sent.
 */
export async function listMyNotifications(db: DbOrTx, actor: Actor, query: NotificationListQuery) {
  const filter = { unread: query.unread, offset: query.offset, limit: query.limit };
  const rows = await repo.listNotifications(db, actor.id, filter);
  const unread = await repo.countNotifications(db, actor.id, true);
  const total = query.unread ? unread : await repo.countNotifications(db, actor.id, false);
  return {
    data: rows.map(toNotification),
    page: { total, offset: query.offset, limit: query.limit },
    unread,
  };
}

/** `GET /notifications/unread-count`: what the bell shows. */
export async function unreadCount(db: DbOrTx, actor: Actor): Promise<{ unread: number }> {
  return { unread: await repo.countNotifications(db, actor.id, true) };
}

/**
 * `POST /notifications/read`: marks the user's own notifications read (ids of others are ignored)
 * and tells the user's other open tabs, so every bell shows the same count.
 */
export async function markNotificationsRead(db: Db, actor: Actor, body: MarkReadBody) {
  return db.transaction(async (tx) => {
    const changed = await repo.markRead(tx, actor.id, body.all ? 'all' : (body.ids ?? []));
    if (changed > 0) await publishLive(tx, { t: 'r', u: [actor.id] });
    return { unread: await repo.countNotifications(tx, actor.id, true) };
  });
}

/** Every kind's channels for a user: the stored choice, else the kind's default. */
export async function preferencesOf(db: DbOrTx, userId: string): Promise<NotificationPreference[]> {
  const stored = new Map((await repo.selectPreferences(db, userId)).map((p) => [p.kind, p]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = stored.get(kind) ?? NOTIFICATION_DEFAULTS[kind];
    return { kind, inApp: row.inApp, email: row.email };
  });
}

/** `GET /notifications/preferences`: the signed-in user's channels per kind. */
export function myPreferences(db: DbOrTx, actor: Actor): Promise<NotificationPreference[]> {
  return preferencesOf(db, actor.id);
}

/** `PUT /notifications/preferences`: changes the given kinds (audit row on the user in the same transaction). */
export async function updateMyPreferences(
  db: Db,
  actor: Actor,
  body: UpdateNotificationPreferences,
): Promise<NotificationPreference[]> {
  return db.transaction(async (tx) => {
    const before = await preferencesOf(tx, actor.id);
    for (const p of body.preferences)
      await repo.upsertPreference(tx, { userId: actor.id, kind: p.kind, inApp: p.inApp, email: p.email });
    const after = await preferencesOf(tx, actor.id);
    await recordAudit(
      tx,
      { id: actor.id, name: actor.name },
      { action: 'notification_preferences.update', entity: 'user', entityId: actor.id, before, after },
    );
    return after;
  });
}
