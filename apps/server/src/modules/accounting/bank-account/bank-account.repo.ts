import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { BankAccountOwnerType } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { allOf, orderOf, type ListPage } from '../../../lib/list-query';
import { updateAtVersion } from '../../../lib/record-repo';
import { companyConfig } from '../../config/config.table';
import { agents } from '../../purchasing/agent/agent.table';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { customers } from '../customer/customer.table';
import { bankAccounts } from './bank-account.table';

/** A stored account. */
export type BankAccountRow = typeof bankAccounts.$inferSelect;
/** An account with its owner's name. */
export type BankAccountWithOwner = BankAccountRow & { ownerName: string };
/** Columns a write may set. */
export type BankAccountValues = Partial<
  Omit<typeof bankAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
>;

/** The owner of an account: its kind and, except for the company, the record's id. */
export interface Owner {
  type: BankAccountOwnerType;
  id: string | null;
}

const ownerName = sql<string>`coalesce(${vendors.name}, ${customers.name}, ${agents.name}, ${companyConfig.companyName}, 'The company')`;

const sortColumns = {
  ownerName: sql`lower(${ownerName})`,
  bankName: sql`lower(${bankAccounts.bankName})`,
  currency: bankAccounts.currency,
  country: bankAccounts.country,
  createdAt: bankAccounts.createdAt,
  updatedAt: bankAccounts.updatedAt,
} as const;

/** The owner id column of each kind of owner. */
const ownerColumn = {
  vendor: bankAccounts.vendorId,
  customer: bankAccounts.customerId,
  agent: bankAccounts.agentId,
} as const;

/** The three owner columns of an owner (the company sets none). */
export function ownerValues(owner: Owner) {
  return {
    ownerType: owner.type,
    vendorId: owner.type === 'vendor' ? owner.id : null,
    customerId: owner.type === 'customer' ? owner.id : null,
    agentId: owner.type === 'agent' ? owner.id : null,
  };
}

/** The owner of a stored account. */
export function ownerOf(row: BankAccountRow): Owner {
  const type = row.ownerType as BankAccountOwnerType;
  return { type, id: row.vendorId ?? row.customerId ?? row.agentId ?? null };
}

function ownerIs(owner: Owner): SQL | undefined {
  if (owner.type === 'company') return eq(bankAccounts.ownerType, 'company');
  return owner.id ? eq(ownerColumn[owner.type], owner.id) : eq(bankAccounts.ownerType, owner.type);
}

function selectWithOwner(db: DbOrTx) {
  return db
    .select({ account: bankAccounts, ownerName })
    .from(bankAccounts)
    .leftJoin(vendors, eq(vendors.id, bankAccounts.vendorId))
    .leftJoin(customers, eq(customers.id, bankAccounts.customerId))
    .leftJoin(agents, eq(agents.id, bankAccounts.agentId))
    .leftJoin(companyConfig, sql`${bankAccounts.ownerType} = 'company'`);
}

const flatten = (r: { account: BankAccountRow; ownerName: string }): BankAccountWithOwner => ({
  ...r.account,
  ownerName: r.ownerName,
});

/** Filters of the list. */
export interface BankAccountFilter {
  owner?: { type: BankAccountOwnerType; id?: string };
  currency?: string;
  active?: boolean;
  /** ILIKE pattern on owner, bank, BIC and account number. */
  pattern?: string;
  /** ILIKE pattern on the electronic IBAN (the search text without spaces, upper case). */
  ibanPattern?: string;
}

/** One page of accounts with their owners' names. */
export async function listBankAccounts(
  db: DbOrTx,
  filter: BankAccountFilter,
  page: ListPage<keyof typeof sortColumns>,
): Promise<{ rows: BankAccountWithOwner[]; total: number }> {
  const where = allOf([
    filter.owner ? ownerIs({ type: filter.owner.type, id: filter.owner.id ?? null }) : undefined,
    filter.currency ? eq(bankAccounts.currency, filter.currency) : undefined,
    filter.active !== undefined ? eq(bankAccounts.active, filter.active) : undefined,
    filter.pattern
      ? sql`(${ownerName} ILIKE ${filter.pattern} OR ${bankAccounts.bankName} ILIKE ${filter.pattern}
          OR ${bankAccounts.bic} ILIKE ${filter.pattern} OR ${bankAccounts.accountNumber} ILIKE ${filter.pattern}
          OR ${bankAccounts.iban} ILIKE ${filter.ibanPattern ?? filter.pattern})`
      : undefined,
  ]);
  const [rows, [total]] = await Promise.all([
    selectWithOwner(db)
      .where(where)
      .orderBy(orderOf(sortColumns[page.sort.field], page.sort.desc), sql`${bankAccounts.id} ASC`)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankAccounts)
      .leftJoin(vendors, eq(vendors.id, bankAccounts.vendorId))
      .leftJoin(customers, eq(customers.id, bankAccounts.customerId))
      .leftJoin(agents, eq(agents.id, bankAccounts.agentId))
      .leftJoin(companyConfig, sql`${bankAccounts.ownerType} = 'company'`)
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** The account with this id and its owner's name (`forUpdate` locks the account row). */
export async function findBankAccount(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<BankAccountWithOwner | undefined> {
  const query = selectWithOwner(db).where(eq(bankAccounts.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: bankAccounts }) : await query;
  return row ? flatten(row) : undefined;
}

/** The name of an owner record; undefined when there is none with that id. */
export async function ownerNameOf(db: DbOrTx, owner: Owner): Promise<string | undefined> {
  if (owner.type === 'company') {
    const [row] = await db.select({ name: companyConfig.companyName }).from(companyConfig).limit(1);
    return row?.name ?? 'The company';
  }
  const table = { vendor: vendors, customer: customers, agent: agents }[owner.type];
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(eq(table.id, owner.id ?? ''))
    .limit(1);
  return row?.name;
}

/** Inserts an account. */
export async function insertBankAccount(
  db: DbOrTx,
  values: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error('the bank account was not written');
  return row;
}

/** Updates an account at `version`; undefined when gone or changed meanwhile. */
export function updateBankAccount(db: DbOrTx, id: string, version: number, values: BankAccountValues) {
  return updateAtVersion(db, bankAccounts, id, version, values);
}

/**
 * Clears the default flag of the owner's other active accounts in `currency` (bumping their version),
 * so that `keepId` can become the default; returns the accounts changed.
 */
export function clearOtherDefaults(
  db: DbOrTx,
  owner: Owner,
  currency: string,
  keepId: string | null,
): Promise<BankAccountRow[]> {
  return db
    .update(bankAccounts)
    .set({ isDefault: false, version: sql`${bankAccounts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        ownerIs(owner),
        eq(bankAccounts.currency, currency),
        eq(bankAccounts.isDefault, true),
        keepId ? ne(bankAccounts.id, keepId) : undefined,
      ),
    )
    .returning();
}
