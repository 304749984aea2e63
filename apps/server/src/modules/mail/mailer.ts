import { asc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { outboxMessages } from './outbox.table';

/** A message to send: where it goes, what it says, what it is about. */
export interface MailMessage {
  to: string;
  toName?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** What it is about, e.g. `rfq_invitation`, `purchase_order`. */
  kind: string;
  /** The record it belongs to (invitation id, purchase order id). */
  refId?: string | null;
}

interface MailerState {
  db: Db;
  transport: Transporter;
  from: string;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  again: boolean;
  onError: (error: unknown) => void;
}

let state: MailerState | undefined;

/**
 * Queues a message: writes the outbox row in the caller's transaction, so it exists exactly when the
 * business change that sends it commits. With SMTP configured ({@link startMailer}) the dispatcher
 * delivers it shortly after the commit (it only ever sees committed rows); without SMTP the row stays
 * in the outbox, where administrators read it (`GET /api/v1/mail/outbox`, Outbox card on /config).
 */
export async function sendMail(tx: DbOrTx, message: MailMessage): Promise<{ id: string }> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      toAddress: message.to,
      toName: message.toName ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
      refId: message.refId ?? null,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('the outbox row was not written');
  scheduleDispatch();
  return row;
}

/** Delivery after commit: a short delay lets the caller's transaction finish first. */
function scheduleDispatch(delayMs = 200): void {
  if (!state) return;
  const current = state;
  setTimeout(() => void runDispatch(current), delayMs).unref();
}

/** A dispatch run from a timer: skipped once the mailer was stopped; a failure waits for the next run. */
async function runDispatch(current: MailerState): Promise<void> {
  if (state !== current) return;
  try {
    await dispatchOutbox(current);
  } catch (error) {
    // The database may be unreachable for a moment: the rows stay in the outbox for the next run.
    current.onError(error);
  }
}

function formatAddress(address: string, name: string | null): string {
  return name ? `"${name.replaceAll('"', "'")}" <${address}>` : address;
}

/** Sends what waits in the outbox, in batches; each row is locked while it is sent (several instances). */
async function dispatchOutbox(current: MailerState): Promise<void> {
  if (current.running) {
    current.again = true;
    return current.running;
  }
  current.running = (async () => {
    do {
      current.again = false;
      let batch = 0;
      do batch = await dispatchBatch(current);
      while (batch > 0 && state === current);
    } while (current.again && state === current);
  })().finally(() => {
    current.running = undefined;
  });
  return current.running;
}

async function dispatchBatch(current: MailerState): Promise<number> {
  return current.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'outbox'))
      .orderBy(asc(outboxMessages.createdAt))
      .limit(20)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      try {
        await current.transport.sendMail({
          from: current.from,
          to: formatAddress(row.toAddress, row.toName),
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
        await tx
          .update(outboxMessages)
          .set({ status: 'sent', sentAt: sql`now()`, error: null })
          .where(eq(outboxMessages.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await tx
          .update(outboxMessages)
          .set({ status: 'failed', error: reason.slice(0, 1000) })
          .where(eq(outboxMessages.id, row.id));
      }
    }
    return rows.length;
  });
}

/** What {@link startMailer} needs: SMTP URL (or a ready transport, e.g. in tests) and the sender. */
export interface MailerOptions {
  db: Db;
  smtpUrl?: string | undefined;
  transport?: Transporter;
  from: string;
  /** How often waiting messages are retried (ms); 60 s by default. */
  intervalMs?: number;
  /** Told when a background run fails (e.g. the database is unreachable); the messages wait. */
  onError?: (error: unknown) => void;
}

/**
 * Starts delivery through nodemailer when SMTP is configured (`KEEL_SMTP_URL`); without it, messages
 * stay in the outbox. Returns the function that stops the dispatcher (waits for a running batch).
 */
export function startMailer(options: MailerOptions): () => Promise<void> {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  if (!transport) return async () => {};
  const current: MailerState = {
    db: options.db,
    transport,
    from: options.from,
    timer: undefined,
    running: undefined,
    again: false,
    onError: options.onError ?? (() => undefined),
  };
  state = current;
  current.timer = setInterval(() => void runDispatch(current), options.intervalMs ?? 60_000);
  current.timer.unref();
  scheduleDispatch(0);
  return async () => {
    clearInterval(current.timer);
    if (state === current) state = undefined;
    await current.running?.catch(() => undefined);
    transport.close();
  };
}

/** Sends now what waits in the outbox (tests, and after SMTP comes back); no-op without SMTP. */
export async function flushOutbox(): Promise<void> {
  if (state) await dispatchOutbox(state);
}
