import { asc, eq } from 'drizzle-orm';
import {
  INVOICE_SERIES,
  addDays,
  divDecimal,
  roundMoney,
  formatInvoiceNumber,
  invoiceTotals,
  priceInvoiceLine,
  toDateKey,
} from '@keel/domain';
import type { Tx } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { ships } from '../../modules/fleet/ship.table';
import { customers } from '../../modules/accounting/customer/customer.table';
import {
  invoiceGroups,
  invoiceLines,
  invoiceNumberCounters,
  invoicePayments,
  invoices,
} from '../../modules/accounting/invoice/invoice.table';

const SYSTEM = { id: null, name: 'Demo data' };

interface PlanLine {
  title: string;
  amount: string;
  currency: string;
  /** Manual rate into the invoice currency (1 when the same currency). */
  rate: string;
  markup?: string;
}
interface Plan {
  ship: number;
  customer: number;
  currency: string;
  daysAgo: number;
  termsDays: number;
  /** Fraction paid: 'all', 'half' or none. */
  paid?: 'all' | 'half';
  state: 'DRAFT' | 'ISSUED';
  groups: { title: string; lines: PlanLine[] }[];
}

/** Issued, paid, partly paid, overdue and draft invoices from free lines (the demo's rebillable expenses stay free to pick). */
const PLANS: Plan[] = [
  {
    ship: 0,
    customer: 0,
    currency: 'USD',
    daysAgo: 70,
    termsDays: 30,
    paid: 'all',
    state: 'ISSUED',
    groups: [
      {
        title: 'Port call Rotterdam',
        lines: [
          { title: 'Agency fee, port call NLRTM', amount: '1250.00', currency: 'USD', rate: '1' },
          {
            title: 'Launch hire, crew change',
            amount: '480.00',
            currency: 'EUR',
            rate: '1.0850',
            markup: '5',
          },
        ],
      },
    ],
  },
  {
    ship: 1,
    customer: 0,
    currency: 'USD',
    daysAgo: 95,
    termsDays: 30,
    state: 'ISSUED',
    groups: [
      {
        title: 'Crew change Singapore',
        lines: [
          {
            title: 'Crew transport and hotel',
            amount: '3120.00',
            currency: 'SGD',
            rate: '0.7420',
            markup: '10',
          },
          { title: 'Visa and immigration', amount: '640.00', currency: 'USD', rate: '1' },
        ],
      },
    ],
  },
  {
    ship: 0,
    customer: 1,
    currency: 'EUR',
    daysAgo: 40,
    termsDays: 14,
    paid: 'half',
    state: 'ISSUED',
    groups: [
      {
        title: 'Off-hire survey',
        lines: [{ title: 'Surveyor attendance (2 days)', amount: '2400.00', currency: 'EUR', rate: '1' }],
      },
      {
        title: 'Bunkers',
        lines: [{ title: 'Bunker surveyor fee', amount: '850.00', currency: 'EUR', rate: '1' }],
      },
    ],
  },
  {
    ship: 2,
    customer: 1,
    currency: 'USD',
    daysAgo: 5,
    termsDays: 30,
    state: 'ISSUED',
    groups: [
      {
        title: 'Hold cleaning',
        lines: [{ title: 'Hold cleaning crew, 4 holds', amount: '5600.00', currency: 'USD', rate: '1' }],
      },
    ],
  },
  {
    ship: 1,
    customer: 0,
    currency: 'USD',
    daysAgo: 1,
    termsDays: 30,
    state: 'DRAFT',
    groups: [
      {
        title: 'Port costs',
        lines: [{ title: 'Garbage disposal', amount: '320.00', currency: 'USD', rate: '1' }],
      },
    ],
  },
];

/**
 * Demo customer invoices: paid, overdue, partly paid, current and a draft, on the first ships and
 * customers, numbered gapless from INV-<year>-00001 with the counter row set to match. Idempotent:
 * skipped when invoices exist. Each invoice gets its `create` (and `issue`) audit rows.
 */
export async function seedInvoices(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).limit(1);
  if (existing) return;
  const shipRows = await tx.select({ id: ships.id }).from(ships).orderBy(asc(ships.name));
  const customerRows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.active, true))
    .orderBy(asc(customers.name));
  if (shipRows.length < 3 || customerRows.length < 2) return;
  const today = toDateKey(new Date());
  const year = new Date().getUTCFullYear();
  let sequence = 0;
  for (const plan of PLANS) {
    const invoiceDate = addDays(today, -plan.daysAgo);
    const priced = plan.groups.map((g) => ({
      title: g.title,
      lines: g.lines.map((l) => ({
        ...l,
        ...priceInvoiceLine(
          { amount: l.amount, currency: l.currency, exchangeRate: l.rate, markupPercent: l.markup ?? '0' },
          plan.currency,
        ),
      })),
    }));
    const totals = invoiceTotals(priced, '0', plan.currency);
    const issued = plan.state === 'ISSUED';
    const paidAmount =
      plan.paid === 'all'
        ? totals.total
        : plan.paid === 'half'
          ? roundMoney(divDecimal(totals.total, '2', 4), plan.currency)
          : '0';
    const state = !issued ? 'DRAFT' : plan.paid === 'all' ? 'PAID' : plan.paid ? 'PARTIALLY_PAID' : 'ISSUED';
    const [row] = await tx
      .insert(invoices)
      .values({
        number: issued ? formatInvoiceNumber(INVOICE_SERIES.invoice, year, (sequence += 1)) : null,
        shipId: shipRows[plan.ship]!.id,
        customerId: customerRows[plan.customer]!.id,
        state,
        currency: plan.currency,
        invoiceDate,
        dueDate: addDays(invoiceDate, plan.termsDays),
        subtotal: totals.subtotal,
        vatAmount: totals.vatAmount,
        total: totals.total,
        paidAmount,
        baseCurrency: 'USD',
        totalBase: plan.currency === 'USD' ? totals.total : null,
        createdByName: SYSTEM.name,
        issuedAt: issued ? new Date(`${invoiceDate}T09:00:00Z`) : null,
      })
      .returning();
    for (const [gi, g] of priced.entries()) {
      const [group] = await tx
        .insert(invoiceGroups)
        .values({ invoiceId: row!.id, position: gi, title: g.title })
        .returning();
      await tx.insert(invoiceLines).values(
        g.lines.map((l, li) => ({
          invoiceId: row!.id,
          groupId: group!.id,
          position: gi * 100 + li,
          sourceType: 'free',
          title: l.title,
          amount: l.amount,
          currency: l.currency,
          exchangeRate: l.rate,
          rateDate: invoiceDate,
          rateSource: l.currency === plan.currency ? 'identity' : 'manual',
          convertedAmount: l.convertedAmount,
          markupPercent: l.markup ?? '0',
          markupAmount: l.markupAmount,
          lineTotal: l.lineTotal,
        })),
      );
    }
    if (plan.paid)
      await tx.insert(invoicePayments).values({
        invoiceId: row!.id,
        date: addDays(invoiceDate, Math.min(plan.termsDays, plan.daysAgo - 1)),
        amount: paidAmount,
        reference: 'Demo remittance',
        createdByName: SYSTEM.name,
      });
    const entity = {
      action: 'create',
      entity: 'invoice',
      entityId: row!.id,
      shipId: row!.shipId,
      after: row,
    };
    await recordAudit(tx, SYSTEM, entity);
  }
  await tx.insert(invoiceNumberCounters).values({ series: INVOICE_SERIES.invoice, year, next: sequence + 1 });
}
