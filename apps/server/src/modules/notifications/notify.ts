import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KIND_LABELS,
  buildAccess,
  canOpenRecord,
  formatUtc,
  type ActionName,
  type NotificationKind,
} from '@keel/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { foldAccessRows } from '../access/access.service';
import { sendMail } from '../mail/mailer';
import { publishLive } from './live-channel';
import * as repo from './notification.repo';

/** What to tell whom about which record. `link` is a path of the web app (`/purchasing/...`). */
export interface NotificationInput {
  kind: NotificationKind;
  /** Candidates: those who cannot open the record, and the actor, are dropped. */
  recipientIds: readonly string[];
  title: string;
  body?: string;
  link: string;
  /** The record's audit entity name (`requisition`, `purchase_order`, …; see RECORD_READ_RULES). */
  entity: string;
  entityId: string;
  /** The record's ship; null for records outside any ship. */
  shipId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The absolute base of the links in e-mails (the app's `config.publicUrl`, `KEEL_PUBLIC_URL`) for the
 * work in progress: each app sets its own for every request it handles ({@link registerNotificationLinks}),
 * so two apps in one process (tests, the benches) never share one, and nothing is set by importing or
 * registering a module. Work outside a request (a job, a script) runs inside {@link withNotificationLinks};
 * without either, e-mails carry the app's path alone.
 */
const linkBases = new AsyncLocalStorage<string>();

/** Runs `work` with the e-mail link base of `publicUrl`. */
export function withNotificationLinks<T>(publicUrl: string, work: () => T): T {
  return linkBases.run(publicUrl.replace(/\/+$/, ''), work);
}

/**
 * Gives every request of `app` (the root instance, so public and protected routes alike) its link base.
 * Entered before the handlers, after the body is read: a body arrives in the socket's own events,
 * outside any context entered earlier.
 */
export function registerNotificationLinks(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  app.addHook('preHandler', (_request, _reply, done) => withNotificationLinks(config.publicUrl, done));
}

/** The recipients among `ids` who may open the record, with their name and e-mail. */
async function recipientsWhoCanOpen(tx: DbOrTx, ids: readonly string[], input: NotificationInput) {
  const rows = await repo.selectRecipientAccessRows(tx, ids);
  const byUser = new Map<string, repo.RecipientAccessRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const allowed: { id: string; name: string; email: string }[] = [];
  for (const [id, userRows] of byUser) {
    const first = userRows[0];
    if (!first) continue;
    const folded = foldAccessRows(userRows.map((r) => ({ ...r, active: true, session_live: true })));
    if (canOpenRecord(buildAccess(folded), input.entity, input.shipId))
      allowed.push({ id, name: first.name, email: first.email });
  }
  return allowed.sort((a, b) => a.id.localeCompare(b.id));
}

function mailText(
  recipient: { name: string },
  actor: AuditActor,
  input: NotificationInput,
  at: Date,
): string {
  return [
    `Dear ${recipient.name},`,
    '',
    input.title,
    ...(input.body ? ['', input.body] : []),
    '',
    `${actor.name ? `${actor.name}, ` : ''}${formatUtc(at)}`,
    '',
    'Open it in Keel:',
    `${linkBases.getStore() ?? ''}${input.link}`,
    '',
    `You receive this e-mail because your notification preferences send "${NOTIFICATION_KIND_LABELS[input.kind]}" by e-mail.`,
    'You can change them in Keel under Notifications, Preferences.',
  ].join('\n');
}

/**
 * Tells the people who must act about a change, inside the change's own transaction:
 * 1. drops the actor and every candidate who cannot open the record (same sidebar permission, ship
 *    scope and detail action as the record's screen, `canOpenRecord`), and inactive users;
 * 2. writes an in-app notification per recipient whose preference for the kind has in-app on;
 * 3. queues an e-mail in the outbox for each recipient whose preference has e-mail on;
 * 4. publishes the new rows on the live channel (`pg_notify`, delivered at commit), from which every
 *    server instance pushes them to the recipient's open WebSockets.
 * Nothing is written when the transaction rolls back.
 */
export async function notify(tx: DbOrTx, actor: AuditActor, input: NotificationInput): Promise<void> {
  const candidates = [...new Set(input.recipientIds)].filter((id) => id !== actor.id && UUID.test(id));
  if (candidates.length === 0) return;
  const recipients = await recipientsWhoCanOpen(tx, candidates, input);
  if (recipients.length === 0) return;
  const stored = await repo.selectPreferencesOf(
    tx,
    recipients.map((r) => r.id),
    input.kind,
  );
  const prefOf = new Map(stored.map((p) => [p.userId, p]));
  const fallback = NOTIFICATION_DEFAULTS[input.kind];
  const inApp = recipients.filter((r) => (prefOf.get(r.id) ?? fallback).inApp);
  const byMail = recipients.filter((r) => (prefOf.get(r.id) ?? fallback).email);

  const written = await repo.insertNotifications(
    tx,
    inApp.map((r) => ({
      recipientId: r.id,
      kind: input.kind,
      title: input.title,
      body: input.body ?? null,
      link: input.link,
      entity: input.entity,
      entityId: input.entityId,
      shipId: input.shipId,
      actorId: actor.id,
      actorName: actor.name,
    })),
  );
  const at = new Date();
  for (const r of byMail)
    await sendMail(tx, {
      to: r.email,
      toName: r.name,
      subject: `Keel: ${input.title}`,
      text: mailText(r, actor, input, at),
      kind: `notification.${input.kind}`,
    });
  if (written.length > 0)
    await publishLive(tx, { t: 'n', u: written.map((w) => w.recipientId), ids: written.map((w) => w.id) });
}

/**
 * The users who hold `actions` on a ship (the candidates for an "approval requested" and the like);
 * `notify()` still checks each can open the record.
 */
export function usersWithActions(
  tx: DbOrTx,
  actions: readonly ActionName[],
  shipId: string,
): Promise<string[]> {
  return repo.selectUsersWithActions(tx, actions, shipId);
}
