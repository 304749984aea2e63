import {
  currencyExponent,
  formatDecimal,
  isCurrencyCode,
  toDateKey,
  type Expense,
  type ExpensePartyType,
  type UpdateExpense,
} from '@keel/domain';

/** The expense form's values (strings as the inputs hold them). */
export interface ExpenseFormValues {
  [key: string]: unknown;
  shipId: string;
  categoryId: string;
  partyType: ExpensePartyType;
  agentId: string;
  expenseDate: string;
  description: string;
  amount: string;
  currency: string;
  rebillable: boolean;
  customerId: string;
}

/** Labels of the party types (spec §3). */
export const PARTY_LABELS: Record<ExpensePartyType, string> = {
  agent: 'Agent',
  vessel: 'Vessel',
  office: 'Office',
};

/** A new expense's form: today, the vessel as party, the base currency. */
export function emptyExpenseForm(baseCurrency: string, shipId = ''): ExpenseFormValues {
  return {
    shipId,
    categoryId: '',
    partyType: 'vessel',
    agentId: '',
    expenseDate: toDateKey(new Date()),
    description: '',
    amount: '',
    currency: baseCurrency,
    rebillable: false,
    customerId: '',
  };
}

/** The form of an existing expense. */
export function expenseFormOf(e: Expense): ExpenseFormValues {
  return {
    shipId: e.shipId,
    categoryId: e.categoryId,
    partyType: e.partyType,
    agentId: e.agentId ?? '',
    expenseDate: e.expenseDate,
    description: e.description,
    amount: formatAmount(e.amount, e.currency, false),
    currency: e.currency,
    rebillable: e.rebillable,
    customerId: e.customerId ?? '',
  };
}

/** The create body of the form: no agent unless the party is an agent, no customer unless rebillable. */
export function expenseBodyOf(v: ExpenseFormValues) {
  return {
    ...v,
    amount: v.amount.trim().replace(/,/g, ''),
    agentId: v.partyType === 'agent' ? v.agentId || null : null,
    customerId: v.rebillable ? v.customerId || null : null,
  };
}

/** The fields that differ from the stored expense, with its version (an update body). */
export function expenseChangesOf(
  e: Expense,
  v: ExpenseFormValues,
): Partial<UpdateExpense> & { version: number } {
  const body = expenseBodyOf(v);
  const stored = expenseBodyOf(expenseFormOf(e));
  const changes: Record<string, unknown> = { version: e.version };
  for (const key of Object.keys(body) as (keyof typeof body)[])
    if (body[key] !== stored[key]) changes[key] = body[key];
  return changes as Partial<UpdateExpense> & { version: number };
}

/** An amount in its currency's decimals with thousands separators ("1,234.50"); `group` false for inputs. */
export function formatAmount(amount: string, currency: string, group = true): string {
  const scale = isCurrencyCode(currency) ? currencyExponent(currency) : 2;
  return formatDecimal(amount, scale, group ? { groupSeparator: ',' } : {});
}
