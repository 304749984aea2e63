import {
  VENDOR_SORT_FIELDS,
  type CreateVendor,
  type UpdateVendor,
  type Vendor,
  type VendorCategory,
  type VendorListQuery,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './vendor.repo';
import { readAll } from '../../../db/read-all';

/** The sidebar permission of every vendor route (spec §6). */
export const VENDORS = 'purchasing.vendor' as const;

/** A vendor row with its ports and contacts in the API's shape. */
function toVendorView(row: repo.VendorRow, ports: Vendor['ports'], contacts: repo.ContactRow[]): Vendor {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    categories: row.categories as VendorCategory[],
    ports,
    addressLines: row.addressLines,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    currency: row.currency,
    paymentTermsDays: row.paymentTermsDays,
    email: row.email,
    phone: row.phone,
    rating: row.rating,
    notes: row.notes,
    active: row.active,
    contacts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Vendor rows with their ports and contacts. */
async function viewsOf(db: DbOrTx, rows: repo.VendorRow[]): Promise<Vendor[]> {
  const ids = rows.map((r) => r.id);
  const [ports, contacts] = await readAll(db, [
    () => repo.portsOf(db, ids),
    () => repo.contactsOf(db, ids),
  ] as const);
  return rows.map((r) => toVendorView(r, ports.get(r.id) ?? [], contacts.get(r.id) ?? []));
}

async function viewOf(db: DbOrTx, row: repo.VendorRow): Promise<Vendor> {
  const [view] = await viewsOf(db, [row]);
  return view!;
}

/** Runs a vendor write, turning a duplicate code into a 409 that names it. */
async function uniqueCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error, 'vendors_code_key'))
      throw conflict(`A vendor with the code ${code} already exists`);
    throw error;
  }
}

/** `GET /purchasing/vendors/`: search, category/port/country/active filters, sort and paging on the server. */
export async function listVendors(db: Db, actor: Actor, query: VendorListQuery) {
  assertSidebar(actor, [VENDORS]);
  const sort = sortOf(query.sort, VENDOR_SORT_FIELDS, 'name');
  const { rows, total } = await repo.listVendors(
    db,
    {
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.port ? { port: query.port } : {}),
      ...(query.country ? { country: query.country } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: await viewsOf(db, rows), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /purchasing/vendors/:id`. */
export async function getVendor(db: Db, actor: Actor, id: string): Promise<Vendor> {
  assertSidebar(actor, [VENDORS]);
  const row = await repo.findVendor(db, id);
  if (!row) throw notFound('Vendor');
  return viewOf(db, row);
}

/** `POST /purchasing/vendors/`: code unique in the company (409 otherwise). */
export async function createVendor(db: Db, actor: Actor, body: CreateVendor): Promise<Vendor> {
  assertSidebar(actor, [VENDORS]);
  const { ports, contacts, ...values } = body;
  return uniqueCode(body.code, () =>
    db.transaction(async (tx) => {
      const row = await repo.insertVendor(tx, values);
      await repo.replacePorts(tx, row.id, ports);
      await repo.replaceContacts(tx, row.id, contacts);
      const view = await viewOf(tx, row);
      await recordAudit(tx, actor, { action: 'create', entity: 'vendor', entityId: row.id, after: view });
      return view;
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PATCH /purchasing/vendors/:id`: the changed fields with the optimistic lock (409 when stale);
 * `active: false` deactivates (no new RFQs or orders go to the vendor), `active: true` reactivates.
 * A change that changes nothing leaves the version as it is.
 */
export async function updateVendor(db: Db, actor: Actor, id: string, body: UpdateVendor): Promise<Vendor> {
  assertSidebar(actor, [VENDORS]);
  const { version, ports, contacts, ...changes } = body;
  return uniqueCode(changes.code, () =>
    db.transaction(async (tx) => {
      const current = await repo.findVendor(tx, id, true);
      if (!current) throw notFound('Vendor');
      if (current.version !== version) throw staleVersion('Vendor');
      const before = await viewOf(tx, current);
      const diff: repo.VendorValues = {};
      for (const [key, value] of Object.entries(changes) as [keyof typeof changes, unknown][])
        if (value !== undefined && !same(value, current[key])) Object.assign(diff, { [key]: value });
      const portsChange = ports !== undefined && !same(ports, before.ports);
      const contactsChange =
        contacts !== undefined &&
        !same(
          contacts,
          before.contacts.map(({ id: _id, ...c }) => c),
        );
      if (Object.keys(diff).length === 0 && !portsChange && !contactsChange) return before;

      const updated = await repo.updateVendor(tx, id, version, diff);
      if (!updated) throw staleVersion('Vendor');
      if (portsChange) await repo.replacePorts(tx, id, ports);
      if (contactsChange) await repo.replaceContacts(tx, id, contacts);
      const after = await viewOf(tx, updated);
      const action = diff.active === false ? 'deactivate' : diff.active === true ? 'reactivate' : 'update';
      await recordAudit(tx, actor, { action, entity: 'vendor', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * The vendors with these ids, for other modules that refer to vendors (RFQs, purchase orders, bills):
 * no permission check here — the calling service checks its own. Missing ids are left out.
 */
export async function vendorsByIds(db: DbOrTx, ids: readonly string[]): Promise<Vendor[]> {
  return viewsOf(db, await repo.findVendors(db, [...new Set(ids)]));
}

/** One vendor for another module (see {@link vendorsByIds}); undefined when it does not exist. */
export async function vendorById(db: DbOrTx, id: string): Promise<Vendor | undefined> {
  const [vendor] = await vendorsByIds(db, [id]);
  return vendor;
}

/**
 * Active vendors that supply `category` (and serve `port`, when given), by name — e.g. to suggest
 * whom an RFQ goes to. At most `limit` (default 50). No permission check (the caller checks).
 */
export async function activeVendorsFor(
  db: DbOrTx,
  filter: { category?: VendorCategory; port?: string; limit?: number },
): Promise<Vendor[]> {
  const { rows } = await repo.listVendors(
    db,
    {
      active: true,
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.port ? { port: filter.port } : {}),
    },
    { sort: { field: 'name', desc: false }, offset: 0, limit: Math.min(filter.limit ?? 50, 200) },
  );
  return viewsOf(db, rows);
}
