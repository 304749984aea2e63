import {
  INVOICE_SERIES,
  addDecimal,
  applyPayment,
  divDecimal,
  mulDecimal,
  planCredit,
  roundMoney,
  stateAfterCredit,
  subDecimal,
  toDateKey,
  type CreateCreditNote,
  eventLabel,
  formatInvoiceNumber,
  invoiceMachine,
  isZeroDecimal,
  transition,
  type InvoiceDetail,
  type InvoiceEvent,
  type InvoicePaymentInput,
  type InvoiceReason,
  type InvoiceState,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { findBankAccount } from '../bank-account/bank-account.repo';
import { creditedVatOf, insertCreditNote } from './credit-note.repo';
import { releaseInvoiceSources } from './invoice-lines.service';
import * as repo from './invoice.repo';
import type { invoices } from './invoice.table';
import { INVOICE_ENTITY, assertCanWrite, getInvoice, loadInvoice } from './invoice.service';
import { invoiceDetailOf } from './invoice.view';

/** 409 naming the state and the action unless the machine allows `event` from `state` (rule 4). */
function checkTransition(state: InvoiceState, event: InvoiceEvent, number: string | null): InvoiceState {
  const result = transition(invoiceMachine, state, event);
  if (!result.ok)
    throw conflict(`Cannot ${eventLabel(invoiceMachine, event)} ${number ?? 'this draft'}: it is ${state}`);
  return result.to;
}

/**
 * Runs one workflow step in one transaction: locks the invoice, checks permission and version, lets
 * `step` write, then records the audit row with before and after.
 */
async function step(
  db: Db,
  actor: Actor,
  id: string,
  version: number | undefined,
  action: string,
  write: (tx: Tx, current: repo.InvoiceListRow) => Promise<Partial<typeof invoices.$inferInsert>>,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const current = await loadInvoice(tx, actor, id, true);
    assertCanWrite(actor, current.shipId);
    if (version !== undefined && current.version !== version) throw staleVersion('Invoice');
    const before = await invoiceDetailOf(tx, current);
    const values = await write(tx, current);
    if (!(await repo.updateInvoice(tx, id, current.version, values))) throw staleVersion('Invoice');
    const after = await getInvoice(tx, actor, id);
    await recordAudit(tx, actor, {
      action,
      entity: INVOICE_ENTITY,
      entityId: id,
      shipId: current.shipId,
      before,
      after,
    });
    return after;
  });
}

/**
 * `POST /accounting/invoices/:id/issue`: DRAFT → ISSUED with the next gapless number of the year
 * (`INV-2026-00001`), taken inside this transaction (`takeSequence`), so a failed issue gives it back.
 */
export function issueInvoice(db: Db, actor: Actor, id: string, version: number): Promise<InvoiceDetail> {
  return step(db, actor, id, version, 'issue', async (tx, current) => {
    const to = checkTransition(current.state as InvoiceState, 'issue', current.number);
    const { lines } = await repo.partsOf(tx, id);
    if (lines.length === 0) throw badRequest('groups', 'an invoice needs at least one line to be issued');
    const year = new Date().getUTCFullYear();
    const sequence = await repo.takeSequence(tx, INVOICE_SERIES.invoice, year);
    return {
      state: to,
      number: formatInvoiceNumber(INVOICE_SERIES.invoice, year, sequence),
      issuedAt: new Date(),
      issuedById: actor.id,
    };
  });
}

/**
 * `POST /accounting/invoices/:id/payments`: records a payment in the invoice currency. The invoice row is
 * locked first, so parallel payments queue and never pay more than the balance (400 naming `amount`).
 */
export function payInvoice(
  db: Db,
  actor: Actor,
  id: string,
  body: InvoicePaymentInput,
): Promise<InvoiceDetail> {
  return step(db, actor, id, body.version, 'pay', async (tx, current) => {
    checkTransition(current.state as InvoiceState, 'payPart', current.number);
    // What credit notes took off is no longer owed: pay up to total − credited.
    const applied = applyPayment(
      subDecimal(current.total, current.creditedAmount),
      current.paidAmount,
      body.amount,
    );
    if (!applied.ok) throw badRequest('amount', applied.message);
    if (body.date < current.invoiceDate) throw badRequest('date', 'must not be before the invoice date');
    if (body.bankAccountId) {
      const account = await findBankAccount(tx, body.bankAccountId);
      if (!account || account.ownerType !== 'company')
        throw badRequest('bankAccountId', 'must be one of the company bank accounts');
    }
    const to = checkTransition(
      current.state as InvoiceState,
      applied.state === 'PAID' ? 'payFull' : 'payPart',
      current.number,
    );
    await repo.insertPayment(tx, {
      invoiceId: id,
      date: body.date,
      amount: body.amount,
      bankAccountId: body.bankAccountId,
      reference: body.reference,
      createdById: actor.id,
      createdByName: actor.name,
    });
    return { state: to, paidAmount: applied.paid };
  });
}

/**
 * `POST /accounting/invoices/:id/credit`: a credit note (`CN-2026-00001`, its own gapless series) on chosen
 * lines, an amount per line never more than is left uncredited (none given: everything left). The invoice
 * row is locked first, so parallel credits queue and never over-credit. Fully credited, the invoice is
 * CREDITED and its expenses and bill lines may be invoiced again; a partial credit lowers the balance
 * (PAID when the payments cover the rest).
 */
export function creditInvoice(
  db: Db,
  actor: Actor,
  id: string,
  body: CreateCreditNote,
): Promise<InvoiceDetail> {
  return step(db, actor, id, body.version, 'credit', async (tx, current) => {
    const state = current.state as InvoiceState;
    checkTransition(state, 'credit', current.number);
    const { lines } = await repo.partsOf(tx, id);
    const planned = planCredit(
      {
        lines: lines.map((l) => ({ id: l.id, lineTotal: l.lineTotal, credited: l.creditedAmount })),
        vatRate: current.vatRate,
        vatAmount: current.vatAmount,
        creditedVat: await creditedVatOf(tx, id),
        currency: current.currency,
      },
      body.lines,
    );
    if (!planned.ok) throw badRequest(planned.field, planned.message);
    const { credit } = planned;
    const year = new Date().getUTCFullYear();
    const number = formatInvoiceNumber(
      INVOICE_SERIES.creditNote,
      year,
      await repo.takeSequence(tx, INVOICE_SERIES.creditNote, year),
    );
    await insertCreditNote(
      tx,
      {
        invoiceId: id,
        number,
        date: toDateKey(new Date()),
        reason: body.reason,
        subtotal: credit.subtotal,
        vatAmount: credit.vatAmount,
        total: credit.total,
        createdById: actor.id,
        createdByName: actor.name,
      },
      credit.lines,
    );
    const credited = credit.full ? current.total : addDecimal(current.creditedAmount, credit.total);
    const creditedBase =
      current.totalBase && !isZeroDecimal(current.total)
        ? roundMoney(
            divDecimal(mulDecimal(current.totalBase, credited), current.total, 10),
            current.baseCurrency,
          )
        : '0';
    const to = stateAfterCredit(
      state as 'ISSUED' | 'PARTIALLY_PAID' | 'PAID',
      credit.full,
      current.total,
      credited,
      current.paidAmount,
    );
    if (credit.full) {
      await releaseInvoiceSources(tx, id);
      await repo.releaseSources(tx, id);
    }
    return {
      state: to,
      creditedAmount: credited,
      creditedBase,
      ...(credit.full ? { creditNoteNumber: number, creditedAt: new Date(), creditReason: body.reason } : {}),
    };
  });
}

/** `POST /accounting/invoices/:id/void`: ISSUED → VOID while no payment was recorded; frees the sources. */
export function voidInvoice(db: Db, actor: Actor, id: string, body: InvoiceReason): Promise<InvoiceDetail> {
  return step(db, actor, id, body.version, 'void', async (tx, current) => {
    const to = checkTransition(current.state as InvoiceState, 'void', current.number);
    if (!isZeroDecimal(current.paidAmount))
      throw conflict('An invoice with a payment cannot be voided: credit it');
    await releaseInvoiceSources(tx, id);
    await repo.releaseSources(tx, id);
    return { state: to, voidedAt: new Date(), voidReason: body.reason };
  });
}
