import {
  BUNKER_SUPPLIER_SORT_FIELDS,
  FUEL_GRADES,
  type BunkerPortOption,
  type BunkerSupplier,
  type BunkerSupplierListQuery,
  type BunkerSupplierSummary,
  type CreateBunkerSupplier,
  type FuelGrade,
  type UpdateBunkerSupplier,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './bunker-supplier.repo';
import { supplierRecordView, supplierView, type SupplierRecordView } from './bunker-supplier.view';

/** The sidebar permission of every bunker-supplier route (spec §6). */
export const BUNKER_SIDEBAR = ['operation.bunkering_suppliers'] as const;
const ENTITY = 'bunker_supplier';

/** `GET /bunker-suppliers/`: search on name and port, port and grade filters, sort and paging. */
export async function listSuppliers(db: Db, actor: Actor, query: BunkerSupplierListQuery) {
  assertSidebar(actor, BUNKER_SIDEBAR);
  const sort = sortOf(query.sort, BUNKER_SUPPLIER_SORT_FIELDS, 'name');
  const { rows, total } = await repo.listSuppliers(db, {
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...(query.port ? { port: query.port } : {}),
    ...(query.grade ? { grade: query.grade } : {}),
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  const ids = rows.map((r) => r.id);
  const [ports, contacts, grades] = await Promise.all([
    repo.portsOf(db, ids),
    repo.contactsOf(db, ids),
    repo.gradesOf(db, ids),
  ]);
  const data: BunkerSupplierSummary[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    country: r.country,
    website: r.website,
    rating: r.rating,
    ratedByName: r.ratedByName,
    ratedAt: r.ratedAt?.toISOString() ?? null,
    ports: ports.get(r.id) ?? [],
    grades: ((grades.get(r.id) ?? []) as FuelGrade[]).sort(
      (a, b) => FUEL_GRADES.indexOf(a) - FUEL_GRADES.indexOf(b),
    ),
    contactCount: contacts.get(r.id)?.length ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  }));
  return { data, page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /bunker-suppliers/ports/`: the ports suppliers serve, for the port filter. */
export async function listPortOptions(db: Db, actor: Actor): Promise<BunkerPortOption[]> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  return repo.portOptions(db);
}

/** `GET /bunker-suppliers/:id`: the supplier with ports, contacts and today's prices. */
export async function getSupplier(db: Db, actor: Actor, id: string): Promise<BunkerSupplier> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  const row = await repo.findSupplier(db, id);
  if (!row) throw notFound('Bunker supplier');
  return supplierView(db, row);
}

/** The rating columns for a new rating: who gave it and when (cleared with the rating). */
function ratingBy(actor: Actor, rating: number | null): repo.SupplierValues {
  return rating === null
    ? { rating: null, ratedById: null, ratedByName: null, ratedAt: null }
    : { rating, ratedById: actor.id, ratedByName: actor.name, ratedAt: new Date() };
}

/** `POST /bunker-suppliers/`. */
export async function createSupplier(
  db: Db,
  actor: Actor,
  body: CreateBunkerSupplier,
): Promise<BunkerSupplier> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  return db.transaction(async (tx) => {
    const row = await repo.insertSupplier(tx, {
      name: body.name,
      country: body.country,
      website: body.website,
      notes: body.notes,
      ...(body.rating === null ? {} : ratingBy(actor, body.rating)),
    });
    await repo.replacePorts(tx, row.id, body.ports);
    await repo.replaceContacts(tx, row.id, body.contacts);
    const after = await supplierRecordView(tx, row);
    await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: row.id, after });
    return { ...after, currentPrices: [] };
  });
}

const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** The scalar fields of `changes` that differ from the stored supplier. */
function changedFields(
  current: SupplierRecordView,
  changes: Omit<UpdateBunkerSupplier, 'version'>,
): repo.SupplierValues {
  const diff: repo.SupplierValues = {};
  if (changes.name !== undefined && changes.name !== current.name) diff.name = changes.name;
  if (changes.country !== undefined && changes.country !== current.country) diff.country = changes.country;
  if (changes.website !== undefined && changes.website !== current.website) diff.website = changes.website;
  if (changes.notes !== undefined && changes.notes !== current.notes) diff.notes = changes.notes;
  return diff;
}

/**
 * `PATCH /bunker-suppliers/:id`: changed fields with the version read (409 when stale). `ports` and
 * `contacts` replace the lists; a changed rating records the actor and the time. One audit row.
 */
export async function updateSupplier(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateBunkerSupplier,
): Promise<BunkerSupplier> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  const { version, ports, contacts, rating, ...fields } = body;
  return db.transaction(async (tx) => {
    const current = await repo.findSupplier(tx, id);
    if (!current) throw notFound('Bunker supplier');
    if (current.version !== version) throw staleVersion('Bunker supplier');
    const before = await supplierRecordView(tx, current);
    const diff = changedFields(before, fields);
    if (rating !== undefined && rating !== current.rating) Object.assign(diff, ratingBy(actor, rating));
    const contactValues = before.contacts.map(({ id: _id, ...c }) => c);
    const portsChanged = ports !== undefined && !sameList(ports, before.ports);
    const contactsChanged = contacts !== undefined && !sameList(contacts, contactValues);
    if (Object.keys(diff).length === 0 && !portsChanged && !contactsChanged) return supplierView(tx, current);

    const updated = await repo.updateSupplier(tx, id, version, diff);
    if (!updated) throw staleVersion('Bunker supplier');
    if (portsChanged) await repo.replacePorts(tx, id, ports);
    if (contactsChanged) await repo.replaceContacts(tx, id, contacts);
    const after = await supplierView(tx, updated);
    const { currentPrices: _prices, ...afterRecord } = after;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before,
      after: afterRecord,
    });
    return after;
  });
}

/** `DELETE /bunker-suppliers/:id?version=`: removes the supplier with its ports, contacts and prices. */
export async function deleteSupplier(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  await db.transaction(async (tx) => {
    const current = await repo.findSupplier(tx, id);
    if (!current) throw notFound('Bunker supplier');
    if (current.version !== version) throw staleVersion('Bunker supplier');
    const before = await supplierRecordView(tx, current);
    if (!(await repo.deleteSupplier(tx, id, version))) throw staleVersion('Bunker supplier');
    await recordAudit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
