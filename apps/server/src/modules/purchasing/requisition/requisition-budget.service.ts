import {
  addDecimal,
  COMMITTED_PURCHASE_ORDER_STATES,
  COMMITTED_REQUISITION_STATES,
  computeCommitted,
  currencyExponent,
  formatDecimal,
  isPositiveDecimal,
  maxDecimal,
  mulDecimal,
  overBudget,
  roundMoney,
  subDecimal,
  sumDecimals,
  toBudgetLine,
  type CommittedBill,
  type CommittedPurchaseOrder,
  type CommittedRequisition,
  type PurchaseOrderState,
  type RequisitionBudgetCheck,
  type RequisitionState,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { assertSidebar, type Actor } from '../../access/access.service';
import { budgetLabelOf, coveringBudget } from '../budget/budget.service';
import * as lines from './requisition-lines.repo';
import * as repo from './requisition-budget.repo';
import { loadRequisition, REQUISITIONS } from './requisition.service';

type Result = Omit<RequisitionBudgetCheck, 'warn'>;

/** "USD 12,500.00" for messages. */
const show = (amount: string, currency: string) =>
  `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;

/** Purchase order states whose billed amount counts as actual spending even when no longer committed. */
const BILLED_PURCHASE_ORDER_STATES: readonly PurchaseOrderState[] = ['BILLED', 'CLOSED'];

/** A purchase order amount in `currency`, through its rate snapshot when it is in the base currency. */
function inCurrency(
  amount: string,
  po: { currency: string; baseCurrency: string; rate: string },
  currency: string,
): string | null {
  if (po.currency === currency) return amount;
  if (po.baseCurrency === currency) return roundMoney(mulDecimal(amount, po.rate), currency);
  return null;
}

/**
 * `GET /purchasing/requisitions/:id/budget-check`: would the requisition's estimated amount push its
 * ship's budget of the category (for the year it was raised) over? The budget is the category's own or the
 * nearest budgeted category above it (budgets roll up the tree, `coveringBudget`), and what is committed
 * against it is the spend of every category it covers, each counted at that budget only. Committed =
 * approved requisitions not yet ordered + purchase orders not yet billed + billed amounts (domain
 * `computeCommitted`), then `overBudget` decides. No category, no estimate, no budget or another currency
 * is reported as such — never a silent pass.
 */
export async function checkRequisitionBudget(
  db: Db,
  actor: Actor,
  id: string,
): Promise<RequisitionBudgetCheck> {
  assertSidebar(actor, [REQUISITIONS]);
  const row = await loadRequisition(db, actor, id);
  const result = await evaluate(db, row);
  return { ...result, warn: result.status !== 'within' };
}

async function evaluate(db: Db, row: Awaited<ReturnType<typeof loadRequisition>>): Promise<Result> {
  const year = row.createdAt.getUTCFullYear();
  const empty = {
    year,
    currency: row.currency,
    estimatedAmount: null,
    budget: null,
    committed: null,
    afterSubmit: null,
    excess: null,
    budgetCategoryId: null,
    budgetLabel: null,
  };
  const ownLines = await lines.linesOf(db, [row.id]);
  const priced = ownLines.filter((l) => l.estimatedUnitPrice !== null);
  if (priced.length === 0 || !row.currency)
    return {
      ...empty,
      status: 'no_estimate',
      message: 'No line has an estimated price, so the budget cannot be checked.',
    };
  const currency = row.currency;
  const estimatedAmount = roundMoney(
    sumDecimals(
      priced.map((l) =>
        mulDecimal(
          maxDecimal(subDecimal(subDecimal(l.quantity, l.cancelledQuantity), l.orderedQuantity), '0'),
          l.estimatedUnitPrice!,
        ),
      ),
    ),
    currency,
  );
  if (!row.categoryId)
    return {
      ...empty,
      estimatedAmount,
      status: 'no_category',
      message: 'No expense category is set, so the budget cannot be checked.',
    };
  const cover = await coveringBudget(db, row.shipId, row.categoryId, year);
  const own = `${row.categoryCode} ${row.categoryName}`;
  if (!cover)
    return {
      ...empty,
      estimatedAmount,
      status: 'no_budget',
      message: `${row.shipName} has no ${year} budget for ${own} or a category above it: ${show(estimatedAmount, currency)} would be spent without one.`,
    };
  const { budget } = cover;
  const category = budgetLabelOf(budget, row.categoryId, own);
  const base = {
    ...empty,
    currency: budget.currency,
    estimatedAmount,
    budget: budget.amount,
    budgetCategoryId: budget.categoryId,
    budgetLabel: category,
  };
  if (budget.currency !== currency)
    return {
      ...base,
      status: 'currency_mismatch',
      message: `The ${year} budget for ${category} is in ${budget.currency} but this requisition is estimated in ${currency}; it cannot be compared.`,
    };

  const filter = { shipId: row.shipId, categoryIds: cover.categoryIds, year };
  const reqLines = await repo.committedRequisitionLines(db, {
    ...filter,
    exceptId: row.id,
    states: COMMITTED_REQUISITION_STATES,
  });
  const pos = await repo.committedPurchaseOrders(db, {
    ...filter,
    states: [...COMMITTED_PURCHASE_ORDER_STATES, ...BILLED_PURCHASE_ORDER_STATES],
  });
  const foreign = [
    ...new Set(
      reqLines.filter((l) => l.estimatedUnitPrice !== null && l.currency !== currency).map((l) => l.number),
    ),
    ...pos.filter((po) => inCurrency(po.total, po, currency) === null).map((po) => po.number),
  ];
  if (foreign.length > 0)
    return {
      ...base,
      status: 'currency_mismatch',
      message: `${foreign.join(', ')} ${foreign.length === 1 ? 'is' : 'are'} in another currency than the ${budget.currency} budget for ${category}; the committed amount cannot be summed.`,
    };
  const requisitions = new Map<
    string,
    CommittedRequisition & { lines: CommittedRequisition['lines'][number][] }
  >();
  for (const l of reqLines) {
    if (l.estimatedUnitPrice === null) continue;
    const entry = requisitions.get(l.id) ?? {
      id: l.id,
      shipId: row.shipId,
      categoryId: budget.categoryId,
      state: l.state as RequisitionState,
      lines: [],
    };
    entry.lines.push({
      quantity: l.quantity,
      orderedQty: l.orderedQty,
      cancelledQty: l.cancelledQty,
      estimatedUnitPrice: l.estimatedUnitPrice,
    });
    requisitions.set(l.id, entry);
  }
  const purchaseOrders: CommittedPurchaseOrder[] = pos.map((po) => ({
    id: po.id,
    shipId: row.shipId,
    categoryId: budget.categoryId,
    state: po.state as PurchaseOrderState,
    total: { amount: inCurrency(po.total, po, currency)!, currency },
  }));
  const bills: CommittedBill[] = pos
    .filter((po) => isPositiveDecimal(po.billedAmount))
    .map((po) => ({
      id: `billed-${po.id}`,
      shipId: row.shipId,
      categoryId: budget.categoryId,
      state: 'POSTED',
      amount: { amount: inCurrency(po.billedAmount, po, currency)!, currency },
      purchaseOrderId: po.id,
    }));
  const [sum] = computeCommitted({
    currency,
    requisitions: [...requisitions.values()],
    purchaseOrders,
    bills,
  });
  const committed = sum?.total ?? roundMoney('0', currency);
  const afterSubmit = roundMoney(addDecimal(committed, estimatedAmount), currency);
  const [over] = overBudget(
    [toBudgetLine(budget)],
    [{ shipId: row.shipId, categoryId: budget.categoryId, currency, total: afterSubmit }],
  );
  const amounts = { ...base, committed, afterSubmit };
  if (over?.kind === 'over')
    return {
      ...amounts,
      status: 'over',
      excess: over.excess,
      message: `Over budget: ${category} of ${row.shipName} has ${show(budget.amount, currency)} for ${year}; ${show(committed, currency)} is committed and this requisition adds ${show(estimatedAmount, currency)}, ${show(over.excess, currency)} too much.`,
    };
  if (over?.kind === 'error') return { ...amounts, status: 'currency_mismatch', message: over.message };
  return {
    ...amounts,
    status: 'within',
    message: `Within budget: ${show(afterSubmit, currency)} of ${show(budget.amount, currency)} committed for ${category} in ${year} after this requisition.`,
  };
}
