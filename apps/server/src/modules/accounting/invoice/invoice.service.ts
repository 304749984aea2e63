import {
  INVOICE_SORT_FIELDS,
  addDays,
  pickRate,
  roundMoney,
  mulDecimal,
  toDateKey,
  type CreateInvoice,
  type InvoiceDetail,
  type InvoiceListQuery,
  type UpdateInvoice,
} from '@keel/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertCan,
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { companySettings } from '../../config/approval-tiers.service';
import { ratesBetween } from '../exchange-rate/exchange-rate.service';
import { findCustomer } from '../customer/customer.repo';
import { releaseInvoiceSources, writeDraftLines } from './invoice-lines.service';
import * as repo from './invoice.repo';
import { invoiceDetailOf, toInvoiceView } from './invoice.view';

/** The sidebar permission of every invoice route (spec §6). */
export const INVOICING = 'accounting.invoicing' as const;
/** The audit entity name. */
export const INVOICE_ENTITY = 'invoice';

/** The ships whose invoices the actor may read (read_invoices there); null for admins. */
export function readableShips(actor: Actor): string[] | null {
  const ships = shipFilter(actor);
  if (ships === null) return null;
  return ships.filter((id) => actor.access.actionsByShip.get(id)?.has('read_invoices'));
}

/** 403 unless the actor may read invoices of `shipId`. */
export function assertCanRead(actor: Actor, shipId: string): void {
  assertSidebar(actor, [INVOICING]);
  assertShipInScope(actor, shipId);
  assertCan(actor, ['read_invoices'], { shipId });
}

/** 403 unless the actor may create, issue, pay, credit or void invoices of `shipId`. */
export function assertCanWrite(actor: Actor, shipId: string): void {
  assertSidebar(actor, [INVOICING]);
  assertShipInScope(actor, shipId);
  assertCan(actor, ['create_invoice'], { shipId });
}

/** Loads an invoice the actor may read: 404 when missing, 403 out of scope. */
export async function loadInvoice(db: DbOrTx, actor: Actor, id: string, forUpdate = false) {
  const row = await repo.findInvoice(db, id, forUpdate);
  if (!row) throw notFound('Invoice');
  assertCanRead(actor, row.shipId);
  return row;
}

/** The list filter of a query within the actor's ships (403 when a named ship is out of reach). */
export function listScope(actor: Actor, query: InvoiceListQuery) {
  assertSidebar(actor, [INVOICING]);
  if (query.shipId) assertCanRead(actor, query.shipId);
  const today = toDateKey(new Date());
  const filter: repo.InvoiceFilter = {
    shipIds: readableShips(actor),
    ...(query.shipId ? { shipId: query.shipId } : {}),
    ...(query.customerId ? { customerId: query.customerId } : {}),
    ...(query.state && query.state !== 'OVERDUE' ? { states: [query.state] } : {}),
    ...(query.state === 'OVERDUE' || query.overdue === 'true' ? { overdueOn: today } : {}),
    ...(query.dueFrom ? { dueFrom: query.dueFrom } : {}),
    ...(query.dueTo ? { dueTo: query.dueTo } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
  };
  const sort = sortOf(query.sort ?? '-createdAt', INVOICE_SORT_FIELDS, 'createdAt');
  return { filter, sort };
}

/**
 * `GET /accounting/invoices`: paged, sorted, filtered; OVERDUE derived. Only the first page is counted
 * unless `count=true` asks (`count=false` skips it there too): a later page answers `page.counted: false`
 * with `total` = the rows up to it plus 1 when more follow (a lower bound; the web shows the total it got
 * with the first page), as the bills list does.
 */
export async function listInvoices(db: Db, actor: Actor, query: InvoiceListQuery) {
  const { filter, sort } = listScope(actor, query);
  const count = query.count ? query.count === 'true' : query.offset === 0;
  const result = await repo.listInvoices(
    db,
    filter,
    { sort, offset: query.offset, limit: query.limit },
    count,
  );
  const today = toDateKey(new Date());
  const page =
    result.total === null
      ? { total: query.offset + result.rows.length + (result.more ? 1 : 0), counted: false }
      : { total: result.total, totalCapped: result.capped, counted: true };
  return {
    data: result.rows.map((r) => toInvoiceView(r, today)),
    page: { ...page, offset: query.offset, limit: query.limit },
  };
}

/** `GET /accounting/invoices/:id`. */
export async function getInvoice(db: DbOrTx, actor: Actor, id: string): Promise<InvoiceDetail> {
  return invoiceDetailOf(db, await loadInvoice(db, actor, id));
}

/** The total in the base currency at the invoice date's rate; null when no rate exists. */
async function totalInBase(tx: DbOrTx, currency: string, total: string, day: string) {
  const { baseCurrency } = await companySettings(tx);
  if (currency === baseCurrency) return { baseCurrency, totalBase: total };
  try {
    const rate = pickRate(await ratesBetween(tx, [currency, baseCurrency], day), currency, baseCurrency, day);
    return { baseCurrency, totalBase: roundMoney(mulDecimal(total, rate.rate), baseCurrency) };
  } catch {
    return { baseCurrency, totalBase: null };
  }
}

/** Checks ship and customer, and gives the header values of a draft. */
async function headerOf(db: DbOrTx, body: CreateInvoice) {
  const [ship] = await findShips(db, [body.shipId]);
  if (!ship) throw badRequest('shipId', 'no such ship');
  const customer = await findCustomer(db, body.customerId);
  if (!customer) throw badRequest('customerId', 'no such customer');
  if (!customer.active) throw badRequest('customerId', `${customer.name} is inactive`);
  const dueDate = body.dueDate ?? addDays(body.invoiceDate, customer.paymentTermsDays);
  if (dueDate < body.invoiceDate) throw badRequest('dueDate', 'must not be before invoiceDate');
  return {
    shipId: body.shipId,
    customerId: body.customerId,
    currency: body.currency,
    invoiceDate: body.invoiceDate,
    dueDate,
    vatRate: body.vatRate,
    reference: body.reference,
    notes: body.notes,
  };
}

/** Turns a second claim on a source (in the same or another invoice) into a 409 that says so. */
export async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'invoice_lines_source_key'))
      throw conflict('A source expense or bill line is already on an invoice: it is invoiced at most once');
    throw error;
  }
}

async function writeAll(tx: Tx, id: string, body: CreateInvoice) {
  const totals = await writeDraftLines(tx, id, body);
  return {
    subtotal: totals.subtotal,
    vatAmount: totals.vatAmount,
    total: totals.total,
    ...(await totalInBase(tx, body.currency, totals.total, body.invoiceDate)),
  };
}

/** `POST /accounting/invoices`: a DRAFT with its groups and lines, sources claimed (create_invoice on the ship). */
export async function createInvoice(db: Db, actor: Actor, body: CreateInvoice): Promise<InvoiceDetail> {
  assertCanWrite(actor, body.shipId);
  const header = await headerOf(db, body);
  return guarded(() =>
    db.transaction(async (tx) => {
      const id = await repo.insertInvoice(tx, {
        ...header,
        state: 'DRAFT',
        baseCurrency: 'USD',
        createdById: actor.id,
        createdByName: actor.name,
      });
      await repo.updateInvoice(tx, id, 1, await writeAll(tx, id, body));
      const after = await getInvoice(tx, actor, id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: INVOICE_ENTITY,
        entityId: id,
        shipId: body.shipId,
        after,
      });
      return after;
    }),
  );
}

/** `PUT /accounting/invoices/:id`: replaces a DRAFT (409 otherwise; 409 when the version is stale). */
export async function updateInvoice(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateInvoice,
): Promise<InvoiceDetail> {
  assertCanWrite(actor, body.shipId);
  const header = await headerOf(db, body);
  return guarded(() =>
    db.transaction(async (tx) => {
      const current = await loadInvoice(tx, actor, id, true);
      assertCanWrite(actor, current.shipId);
      if (current.version !== body.version) throw staleVersion('Invoice');
      if (current.state !== 'DRAFT')
        throw conflict(`${current.number} is ${current.state}: only a draft can be edited`);
      const before = await invoiceDetailOf(tx, current);
      await releaseInvoiceSources(tx, id);
      if (!(await repo.updateInvoice(tx, id, body.version, { ...header, ...(await writeAll(tx, id, body)) })))
        throw staleVersion('Invoice');
      const after = await getInvoice(tx, actor, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: INVOICE_ENTITY,
        entityId: id,
        shipId: current.shipId,
        before,
        after,
      });
      return after;
    }),
  );
}

/** `DELETE /accounting/invoices/:id?version=`: removes a DRAFT and frees its sources. */
export async function deleteInvoice(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadInvoice(tx, actor, id, true);
    assertCanWrite(actor, current.shipId);
    if (current.version !== version) throw staleVersion('Invoice');
    if (current.state !== 'DRAFT')
      throw conflict(`${current.number} is ${current.state}: only a draft can be deleted; void or credit it`);
    const before = await invoiceDetailOf(tx, current);
    await releaseInvoiceSources(tx, id);
    if (!(await repo.deleteInvoice(tx, id, version))) throw staleVersion('Invoice');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: INVOICE_ENTITY,
      entityId: id,
      shipId: current.shipId,
      before,
    });
  });
}
