import {
  EXPENSE_SORT_FIELDS,
  ExchangeRateError,
  compareDecimal,
  convertExpense,
  expensePartyIssues,
  isFutureExpenseDate,
  toDateKey,
  type CreateExpense,
  type Expense,
  type ExpenseFilterQuery,
  type ExpenseListQuery,
  type ExpensePartyType,
  type ListTotals,
  type UpdateExpense,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { HttpError, badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { deleteAtVersion } from '../../../lib/record-repo';
import type { FileStorage } from '../../../plugins/storage';
import {
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { companySettings } from '../../config/approval-tiers.service';
import { totalInBaseCurrency } from '../../purchasing/list-totals.service';
import { ratesBetween } from '../exchange-rate/exchange-rate.service';
import { checkReferences } from './expense-references';
import * as repo from './expense.repo';
import { expenses } from './expense.table';
import { toExpenseView } from './expense.view';

/** The sidebar permission of every expense route (spec §6). */
export const EXPENSES = 'accounting.expenses' as const;
/** The audit entity of an expense. */
export const EXPENSE_ENTITY = 'expense';

/** Loads an expense the actor may see: 404 when unknown, 403 when its ship is outside the actor's scope. */
export async function loadExpense(db: DbOrTx, actor: Actor, id: string, forUpdate = false) {
  assertSidebar(actor, [EXPENSES]);
  const row = await repo.findExpense(db, id, forUpdate);
  if (!row) throw notFound('Expense');
  assertShipInScope(actor, row.shipId);
  return row;
}

function filterOf(actor: Actor, query: ExpenseFilterQuery): repo.ExpenseFilter {
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');
  const filter: repo.ExpenseFilter = { shipIds: shipFilter(actor) };
  for (const key of ['shipId', 'categoryId', 'partyType', 'agentId', 'currency', 'from', 'to'] as const)
    if (query[key]) filter[key] = query[key];
  for (const key of ['rebillable', 'invoiced', 'receipt'] as const)
    if (query[key] !== undefined) filter[key] = flag(query[key]);
  if (query.q) filter.pattern = containsPattern(query.q);
  return filter;
}

/** `GET /accounting/expenses`: the actor's ships' expenses, filtered, sorted and paged. */
export async function listExpenses(db: Db, actor: Actor, query: ExpenseListQuery) {
  assertSidebar(actor, [EXPENSES]);
  const sort = query.sort ? sortOf(query.sort, EXPENSE_SORT_FIELDS, 'expenseDate') : null;
  const { rows, total } = await repo.listExpenses(db, filterOf(actor, query), {
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  return { data: rows.map(toExpenseView), page: { total, offset: query.offset, limit: query.limit } };
}

/**
 * `GET /accounting/expenses/totals`: the converted amounts of every expense the filters find (all
 * pages) in the base currency — each expense counts at the rate of its own date, as stored.
 */
export async function expenseTotals(db: Db, actor: Actor, query: ExpenseFilterQuery): Promise<ListTotals> {
  assertSidebar(actor, [EXPENSES]);
  return totalInBaseCurrency(db, await repo.sumBaseAmounts(db, filterOf(actor, query)));
}

/** `GET /accounting/expenses/:id`. */
export async function getExpense(db: Db, actor: Actor, id: string): Promise<Expense> {
  return toExpenseView(await loadExpense(db, actor, id));
}

/** The base amount of an expense at the rate of its date (400 naming `currency` when no rate applies). */
async function conversionOf(tx: DbOrTx, amount: string, currency: string, expenseDate: string) {
  const { baseCurrency } = await companySettings(tx);
  try {
    const rates =
      currency === baseCurrency ? [] : await ratesBetween(tx, [currency, baseCurrency], expenseDate);
    return { baseCurrency, ...convertExpense(amount, currency, baseCurrency, expenseDate, rates) };
  } catch (error) {
    if (error instanceof ExchangeRateError) throw badRequest('currency', error.message);
    throw error;
  }
}

function checkDate(expenseDate: string) {
  if (isFutureExpenseDate(expenseDate, toDateKey(new Date())))
    throw badRequest('expenseDate', 'expenseDate must not be in the future');
}

function checkParty(partyType: ExpensePartyType, agentId: string | null) {
  const issues = expensePartyIssues(partyType, agentId);
  if (issues.length > 0) throw new HttpError(400, `${issues[0]!.field}: ${issues[0]!.message}`, issues);
}

/**
 * `POST /accounting/expenses`: the ship must be in the actor's scope, category, agent and customer must
 * exist (and be active); the amount is converted at the rate of the expense date, keeping rate, rate
 * date and source. One transaction with the audit row.
 */
export async function createExpense(db: Db, actor: Actor, body: CreateExpense): Promise<Expense> {
  assertSidebar(actor, [EXPENSES]);
  assertShipInScope(actor, body.shipId);
  if ((await findShips(db, [body.shipId])).length === 0) throw badRequest('shipId', 'no ship with this id');
  checkDate(body.expenseDate);
  await checkReferences(db, body);
  return db.transaction(async (tx) => {
    const conversion = await conversionOf(tx, body.amount, body.currency, body.expenseDate);
    const row = await repo.insertExpense(tx, {
      shipId: body.shipId,
      categoryId: body.categoryId,
      partyType: body.partyType,
      agentId: body.agentId,
      expenseDate: body.expenseDate,
      description: body.description,
      amount: body.amount,
      currency: body.currency,
      rebillable: body.rebillable,
      customerId: body.customerId,
      ...conversion,
      createdById: actor.id,
      createdByName: actor.name,
    });
    const after = toExpenseView((await repo.findExpense(tx, row.id))!);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: EXPENSE_ENTITY,
      entityId: row.id,
      shipId: row.shipId,
      after,
    });
    return after;
  });
}

/** Fields an invoiced expense keeps: changing them would change what the customer was billed. */
const LOCKED_WHEN_INVOICED = [
  'shipId',
  'expenseDate',
  'amount',
  'currency',
  'rebillable',
  'customerId',
] as const;

/**
 * `PATCH /accounting/expenses/:id`: changed fields at the version read (409 when stale). A new date,
 * amount or currency converts again at the rate of the (new) date. An invoiced expense keeps its
 * amount, currency, date, ship, customer and rebillable flag (409).
 */
export async function updateExpense(db: Db, actor: Actor, id: string, body: UpdateExpense): Promise<Expense> {
  assertSidebar(actor, [EXPENSES]);
  const { version, ...changes } = body;
  if (changes.shipId) assertShipInScope(actor, changes.shipId);
  if (changes.expenseDate) checkDate(changes.expenseDate);
  return db.transaction(async (tx) => {
    const current = await loadExpense(tx, actor, id, true);
    if (current.version !== version) throw staleVersion('Expense');
    const values: repo.ExpenseValues = {};
    for (const [key, value] of Object.entries(changes))
      if (value !== undefined && value !== current[key as keyof typeof current])
        Object.assign(values, { [key]: value });
    if (values.amount !== undefined && compareDecimal(values.amount, current.amount) === 0)
      delete values.amount;
    if (Object.keys(values).length === 0) return toExpenseView(current);
    if (current.invoicedAt) {
      const locked = LOCKED_WHEN_INVOICED.find((k) => k in values);
      if (locked)
        throw conflict(`${locked}: the expense is on a customer invoice; credit that invoice first`);
    }
    if (values.shipId && (await findShips(tx, [values.shipId])).length === 0)
      throw badRequest('shipId', 'no ship with this id');
    const partyType = (values.partyType ?? current.partyType) as ExpensePartyType;
    const agentId = values.agentId !== undefined ? values.agentId : current.agentId;
    checkParty(partyType, agentId);
    await checkReferences(tx, {
      ...(values.categoryId ? { categoryId: values.categoryId } : {}),
      ...(values.agentId ? { agentId: values.agentId } : {}),
      ...(values.customerId ? { customerId: values.customerId } : {}),
    });
    if (values.amount !== undefined || values.currency !== undefined || values.expenseDate !== undefined)
      Object.assign(
        values,
        await conversionOf(
          tx,
          values.amount ?? current.amount,
          values.currency ?? current.currency,
          values.expenseDate ?? current.expenseDate,
        ),
      );
    if (!(await repo.updateExpense(tx, id, version, values))) throw staleVersion('Expense');
    const after = toExpenseView((await repo.findExpense(tx, id))!);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: EXPENSE_ENTITY,
      entityId: id,
      shipId: after.shipId,
      before: toExpenseView(current),
      after,
    });
    return after;
  });
}

/**
 * `DELETE /accounting/expenses/:id?version=`: removes an expense not yet invoiced (409 otherwise or
 * when stale); its receipt leaves the file storage once the deletion is committed.
 */
export async function deleteExpense(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  assertSidebar(actor, [EXPENSES]);
  const receiptKey = await db.transaction(async (tx) => {
    const current = await loadExpense(tx, actor, id, true);
    if (current.version !== version) throw staleVersion('Expense');
    if (current.invoicedAt) throw conflict('The expense is on a customer invoice; credit that invoice first');
    if (!(await deleteAtVersion(tx, expenses, id, version))) throw staleVersion('Expense');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: EXPENSE_ENTITY,
      entityId: id,
      shipId: current.shipId,
      before: toExpenseView(current),
    });
    return current.receiptKey;
  });
  if (receiptKey) await storage.remove(receiptKey);
}
