import { sql } from 'drizzle-orm';
import { addDays, formatDayUtc, formatMoney, toDateKey } from '@keel/domain';
import type { Db } from '../../../db/client';
import { every } from '../../../lib/every';
import type { AuditActor } from '../../audit/audit.service';
import { notify, usersWithActions } from '../../notifications/notify';

/** The advisory lock of a run: one instance at a time sends the notices. */
export const OVERDUE_NOTICE_LOCK = 'accounting.invoice-overdue-notices';
/**
 * Invoices overdue for longer than this when the scheduler first sees them (a new install, a long stop)
 * are not notified: they are in "My work" (`invoice_overdue`) and the AR ageing; a notice is about an
 * invoice that just fell overdue.
 */
export const OVERDUE_NOTICE_BACKLOG_DAYS = 7;
/** Most notices per run (the rest go in the next run). */
export const OVERDUE_NOTICE_BATCH = 200;

/** Who sends the notices. */
const SCHEDULER: AuditActor = { id: null, name: 'Keel' };

type Claimed = {
  id: string;
  number: string;
  ship_id: string;
  due_on: string;
  currency: string;
  open: string;
  customer: string;
};

/**
 * One run of the "invoice overdue" notices (issue 13 "Work and activity"), safe with several server
 * instances as the PMS due notices are: a transaction-scoped advisory lock (another instance running
 * skips), and each notice claimed by inserting its row in `invoice_overdue_notices` (invoice, due date),
 * so an invoice is notified once per due date. An invoice is overdue when it is open (ISSUED or
 * PARTIALLY_PAID, something left to pay) and its due date is before `today` (`invoiceDisplayState`'s
 * rule), at most OVERDUE_NOTICE_BACKLOG_DAYS days ago. Recipients: the users holding `read_invoices` and
 * `create_invoice` on the ship (the "My work" kind's); `notify()` still checks each may open the invoice.
 * Claimed and notified in one transaction: a failed run sends nothing and leaves it to the next.
 */
export async function runOverdueNotices(
  db: Db,
  today: string = toDateKey(new Date()),
): Promise<{ ran: boolean; notified: number }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${OVERDUE_NOTICE_LOCK})) AS ok`,
    );
    if (!lock.rows[0]?.ok) return { ran: false, notified: 0 };
    const claimed = await tx.execute<Claimed>(sql`
      WITH fresh AS (
        INSERT INTO invoice_overdue_notices (invoice_id, due_on)
        SELECT i.id, i.due_date
        FROM invoices i
        WHERE i.state IN ('ISSUED', 'PARTIALLY_PAID')
          AND i.total - i.paid_amount - i.credited_amount > 0
          AND i.due_date < ${today}::date
          AND i.due_date >= ${addDays(today, -OVERDUE_NOTICE_BACKLOG_DAYS)}::date
          AND NOT EXISTS (
            SELECT 1 FROM invoice_overdue_notices n WHERE n.invoice_id = i.id AND n.due_on = i.due_date
          )
        ORDER BY i.due_date, i.id
        LIMIT ${OVERDUE_NOTICE_BATCH}
        ON CONFLICT DO NOTHING
        RETURNING invoice_id, due_on
      )
      SELECT i.id, i.number, i.ship_id, f.due_on::text AS due_on, i.currency,
        (i.total - i.paid_amount - i.credited_amount)::text AS open, c.name AS customer
      FROM fresh f
      JOIN invoices i ON i.id = f.invoice_id
      JOIN customers c ON c.id = i.customer_id
      ORDER BY f.due_on, i.id`);
    const byShip = new Map<string, string[]>();
    let notified = 0;
    for (const invoice of claimed.rows) {
      let recipients = byShip.get(invoice.ship_id);
      if (!recipients) {
        recipients = await usersWithActions(tx, ['read_invoices', 'create_invoice'], invoice.ship_id);
        byShip.set(invoice.ship_id, recipients);
      }
      await notify(tx, SCHEDULER, {
        kind: 'invoice_overdue',
        recipientIds: recipients,
        title: `Invoice overdue: ${invoice.number}`,
        body: `${invoice.customer}: ${formatMoney(invoice.open, invoice.currency)} open, was due ${formatDayUtc(invoice.due_on)}`,
        link: `/accounting/invoices/view/${invoice.id}`,
        entity: 'invoice',
        entityId: invoice.id,
        shipId: invoice.ship_id,
      });
      await tx.execute(sql`
        UPDATE invoice_overdue_notices SET recipients = ${recipients.length}
        WHERE invoice_id = ${invoice.id}::uuid AND due_on = ${invoice.due_on}::date`);
      notified += 1;
    }
    return { ran: true, notified };
  });
}

/**
 * Runs the notices every `intervalMs` (first run after one interval); returns the stop function. Every
 * instance may run it: `runOverdueNotices` makes them take turns.
 */
export function startOverdueNoticeScheduler(
  db: Db,
  options: { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  return every(options.intervalMs, () => runOverdueNotices(db), options.onError);
}
