import {
  BANK_ACCOUNT_SORT_FIELDS,
  checkBankAccountIdentity,
  electronicIban,
  type BankAccount,
  type BankAccountListQuery,
  type CreateBankAccount,
  type UpdateBankAccount,
} from '@keel/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors';
import { HttpError, badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { deleteAtVersion } from '../../../lib/record-repo';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './bank-account.repo';
import { bankAccounts } from './bank-account.table';

/** The sidebar permission of the bank-account routes. */
export const BANK_ACCOUNTS = 'accounting.bank_accounts' as const;
const ENTITY = 'bank_account';

function toView(row: repo.BankAccountWithOwner): BankAccount {
  const owner = repo.ownerOf(row);
  return {
    id: row.id,
    ownerType: owner.type,
    ownerId: owner.id,
    ownerName: row.ownerName,
    bankName: row.bankName,
    country: row.country,
    iban: row.iban,
    bic: row.bic,
    accountNumber: row.accountNumber,
    currency: row.currency,
    isDefault: row.isDefault,
    active: row.active,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Turns the database's one-default and owner refusals into answers that say what happened. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_one_default_key'))
      throw conflict('Another default account of this owner and currency was saved at the same time; reload');
    if (isForeignKeyViolation(error)) throw badRequest('ownerId', 'the owner does not exist');
    throw error;
  }
}

async function loadView(tx: DbOrTx, id: string): Promise<BankAccount> {
  const row = await repo.findBankAccount(tx, id);
  if (!row) throw notFound('Bank account');
  return toView(row);
}

/**
 * Makes `id` the owner's only default in `currency`: clears the flag on the others first (each change
 * audited), so the partial unique index `bank_accounts_one_default_key` never sees two.
 */
async function takeDefault(tx: Tx, actor: Actor, owner: repo.Owner, currency: string, id: string | null) {
  const changed = await repo.clearOtherDefaults(tx, owner, currency, id);
  for (const row of changed)
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: row.id,
      before: { isDefault: true },
      after: { isDefault: false },
    });
}

/** `GET /accounting/bank-accounts`: search, owner, currency and active filters; sort; paging. */
export async function listBankAccounts(db: Db, actor: Actor, query: BankAccountListQuery) {
  assertSidebar(actor, [BANK_ACCOUNTS]);
  const sort = sortOf(query.sort, BANK_ACCOUNT_SORT_FIELDS, 'ownerName');
  const { rows, total } = await repo.listBankAccounts(
    db,
    {
      ...(query.ownerType
        ? { owner: { type: query.ownerType, ...(query.ownerId ? { id: query.ownerId } : {}) } }
        : {}),
      ...(query.currency ? { currency: query.currency } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
      ...(query.q
        ? { pattern: containsPattern(query.q), ibanPattern: containsPattern(electronicIban(query.q)) }
        : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toView), page: { total, offset: query.offset, limit: query.limit } };
}

/** The account row after the read check (for the activity card). */
export async function loadBankAccount(db: Db, actor: Actor, id: string) {
  assertSidebar(actor, [BANK_ACCOUNTS]);
  const row = await repo.findBankAccount(db, id);
  if (!row) throw notFound('Bank account');
  return row;
}

/** `GET /accounting/bank-accounts/:id`. */
export async function getBankAccount(db: Db, actor: Actor, id: string): Promise<BankAccount> {
  return toView(await loadBankAccount(db, actor, id));
}

/**
 * `POST /accounting/bank-accounts`: IBAN and BIC already checked by the schema (stored electronic);
 * the owner must exist; a new default takes the flag from the owner's other account in that currency.
 */
export async function createBankAccount(db: Db, actor: Actor, body: CreateBankAccount): Promise<BankAccount> {
  assertSidebar(actor, [BANK_ACCOUNTS]);
  const owner: repo.Owner = { type: body.ownerType, id: body.ownerId };
  if ((await repo.ownerNameOf(db, owner)) === undefined)
    throw badRequest('ownerId', `no ${body.ownerType} with this id`);
  return guarded(() =>
    db.transaction(async (tx) => {
      if (body.isDefault) await takeDefault(tx, actor, owner, body.currency, null);
      const row = await repo.insertBankAccount(tx, {
        ...repo.ownerValues(owner),
        bankName: body.bankName,
        country: body.country,
        iban: body.iban,
        bic: body.bic,
        accountNumber: body.accountNumber,
        currency: body.currency,
        isDefault: body.isDefault,
        notes: body.notes,
      });
      const view = await loadView(tx, row.id);
      await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: row.id, after: view });
      return view;
    }),
  );
}

/** The identity fields as they result from `changes`, checked together (400 naming the field). */
function resultingIdentity(current: repo.BankAccountRow, changes: Omit<UpdateBankAccount, 'version'>) {
  const touched = ['country', 'iban', 'bic', 'accountNumber'].some(
    (k) => changes[k as keyof typeof changes] !== undefined,
  );
  if (!touched) return {};
  const checked = checkBankAccountIdentity({
    // A new IBAN brings its own country; a cleared IBAN keeps the country unless one is sent.
    country: changes.country !== undefined ? changes.country : changes.iban ? null : current.country,
    iban: changes.iban !== undefined ? changes.iban : current.iban,
    bic: changes.bic !== undefined ? changes.bic : current.bic,
    accountNumber: changes.accountNumber !== undefined ? changes.accountNumber : current.accountNumber,
  });
  if (!checked.ok) {
    const [first] = checked.issues;
    throw new HttpError(400, `${first!.field}: ${first!.message}`, checked.issues);
  }
  return checked.value;
}

/**
 * `PATCH /accounting/bank-accounts/:id`: changed fields with the version read (409 when stale). A
 * change that makes the account its owner's default in its currency clears the flag on the other one.
 */
export async function updateBankAccount(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateBankAccount,
): Promise<BankAccount> {
  assertSidebar(actor, [BANK_ACCOUNTS]);
  const { version, ...changes } = body;
  return guarded(() =>
    db.transaction(async (tx) => {
      const current = await repo.findBankAccount(tx, id, true);
      if (!current) throw notFound('Bank account');
      if (current.version !== version) throw staleVersion('Bank account');
      const values: repo.BankAccountValues = {};
      for (const key of ['bankName', 'currency', 'isDefault', 'notes', 'active'] as const)
        if (changes[key] !== undefined && changes[key] !== current[key])
          Object.assign(values, { [key]: changes[key] });
      for (const [key, value] of Object.entries(resultingIdentity(current, changes)))
        if (value !== current[key as keyof typeof current]) Object.assign(values, { [key]: value });
      if (Object.keys(values).length === 0) return toView(current);
      const isDefault = values.isDefault ?? current.isDefault;
      const active = values.active ?? current.active;
      if (isDefault && active)
        await takeDefault(tx, actor, repo.ownerOf(current), values.currency ?? current.currency, id);
      const updated = await repo.updateBankAccount(tx, id, version, values);
      if (!updated) throw staleVersion('Bank account');
      const after = await loadView(tx, id);
      const action =
        values.active === false ? 'deactivate' : values.active === true ? 'reactivate' : 'update';
      await recordAudit(tx, actor, { action, entity: ENTITY, entityId: id, before: toView(current), after });
      return after;
    }),
  );
}

/** `DELETE /accounting/bank-accounts/:id?version=`: removes an account (409 when stale). */
export async function deleteBankAccount(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  assertSidebar(actor, [BANK_ACCOUNTS]);
  await db.transaction(async (tx) => {
    const current = await repo.findBankAccount(tx, id, true);
    if (!current) throw notFound('Bank account');
    if (current.version !== version) throw staleVersion('Bank account');
    if (!(await deleteAtVersion(tx, bankAccounts, id, version))) throw staleVersion('Bank account');
    await recordAudit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before: toView(current) });
  });
}
