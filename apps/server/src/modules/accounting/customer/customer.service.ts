import {
  checkTaxId,
  CUSTOMER_SORT_FIELDS,
  type CreateCustomer,
  type Customer,
  type CustomerListQuery,
  type UpdateCustomer,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './customer.repo';

const SIDEBAR = ['accounting.customers'] as const;
const ENTITY = 'customer';

/** A customer row with its contacts in the API's shape. */
function toView(row: repo.CustomerRow, contacts: repo.ContactRow[]): Customer {
  return {
    id: row.id,
    name: row.name,
    addressLines: row.addressLines,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    taxId: row.taxId,
    currency: row.currency,
    paymentTermsDays: row.paymentTermsDays,
    notes: row.notes,
    active: row.active,
    contacts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function loadView(db: DbOrTx, row: repo.CustomerRow): Promise<Customer> {
  return toView(row, (await repo.contactsOf(db, [row.id])).get(row.id) ?? []);
}

/** Runs a write, turning a duplicate tax id into a 409 that names it. */
async function uniqueTaxId<T>(taxId: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'customers_tax_id_key'))
      throw conflict(`A customer with the tax id ${taxId ?? ''} already exists`);
    throw error;
  }
}

/** `GET /customers/`: search on name, city and tax id; active and country filters; sort; paging. */
export async function listCustomers(db: Db, actor: Actor, query: CustomerListQuery) {
  assertSidebar(actor, SIDEBAR);
  const sort = sortOf(query.sort, CUSTOMER_SORT_FIELDS, 'name');
  const { rows, total } = await repo.listCustomers(db, {
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...(query.active ? { active: query.active === 'true' } : {}),
    ...(query.country ? { country: query.country } : {}),
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  const contacts = await repo.contactsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toView(r, contacts.get(r.id) ?? [])),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

/** `GET /customers/:id`. */
export async function getCustomer(db: Db, actor: Actor, id: string): Promise<Customer> {
  assertSidebar(actor, SIDEBAR);
  const row = await repo.findCustomer(db, id);
  if (!row) throw notFound('Customer');
  return loadView(db, row);
}

/** `POST /customers/`: the body's tax id is already checked against its country by the schema. */
export async function createCustomer(db: Db, actor: Actor, body: CreateCustomer): Promise<Customer> {
  assertSidebar(actor, SIDEBAR);
  const { contacts, ...values } = body;
  return uniqueTaxId(values.taxId, () =>
    db.transaction(async (tx) => {
      const row = await repo.insertCustomer(tx, values);
      await repo.replaceContacts(tx, row.id, contacts);
      const view = await loadView(tx, row);
      await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: row.id, after: view });
      return view;
    }),
  );
}

type Changes = Omit<UpdateCustomer, 'version' | 'contacts'>;

/** The fields of `changes` that differ from the stored row. */
function changedFields(current: repo.CustomerRow, changes: Changes): repo.CustomerValues {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const stored = current[key as keyof Changes];
    if (JSON.stringify(value) !== JSON.stringify(stored)) diff[key] = value;
  }
  return diff as repo.CustomerValues;
}

/**
 * `PATCH /customers/:id`: changed fields with the version read (409 when stale); `contacts` replaces
 * the list; `active: false` deactivates. The tax id is checked against the resulting country, so a
 * change of country with a tax id that no longer fits is a 400 naming `taxId`.
 */
export async function updateCustomer(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateCustomer,
): Promise<Customer> {
  assertSidebar(actor, SIDEBAR);
  const { version, contacts, ...changes } = body;
  return uniqueTaxId(changes.taxId, () =>
    db.transaction(async (tx) => {
      const current = await repo.findCustomer(tx, id);
      if (!current) throw notFound('Customer');
      if (current.version !== version) throw staleVersion('Customer');
      const country = changes.country ?? current.country;
      if (changes.country !== undefined || changes.taxId !== undefined) {
        const tax = checkTaxId(country, changes.taxId === undefined ? current.taxId : changes.taxId);
        if (!tax.ok) throw badRequest('taxId', tax.message);
        if (changes.taxId !== undefined || tax.value !== current.taxId) changes.taxId = tax.value;
      }
      const before = await loadView(tx, current);
      const diff = changedFields(current, changes);
      const contactValues = before.contacts.map(({ id: _id, ...c }) => c);
      const contactsChanged =
        contacts !== undefined && JSON.stringify(contacts) !== JSON.stringify(contactValues);
      if (Object.keys(diff).length === 0 && !contactsChanged) return before;

      const updated = await repo.updateCustomer(tx, id, version, diff);
      if (!updated) throw staleVersion('Customer');
      if (contactsChanged) await repo.replaceContacts(tx, id, contacts);
      const after = await loadView(tx, updated);
      const action = diff.active === false ? 'deactivate' : diff.active === true ? 'reactivate' : 'update';
      await recordAudit(tx, actor, { action, entity: ENTITY, entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * `DELETE /customers/:id?version=`: only a customer nothing refers to. Invoices (and any later record)
 * refer to customers by foreign key, so the database refuses the delete of a referenced customer and
 * the answer is a 409 that offers deactivation instead.
 */
export async function deleteCustomer(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  assertSidebar(actor, SIDEBAR);
  let name = 'The customer';
  try {
    await db.transaction(async (tx) => {
      const current = await repo.findCustomer(tx, id);
      if (!current) throw notFound('Customer');
      name = current.name;
      if (current.version !== version) throw staleVersion('Customer');
      const before = await loadView(tx, current);
      if (!(await repo.deleteCustomer(tx, id, version))) throw staleVersion('Customer');
      await recordAudit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before });
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict(
        `${name} is referenced by invoices or other records and cannot be deleted; deactivate it instead`,
      );
    throw error;
  }
}
