import { FUEL_GRADES, utcToday, type BunkerPrice, type BunkerSupplier, type FuelGrade } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { currentPricesOf, type PriceRow } from './bunker-price.repo';
import { contactsOf, portsOf, type SupplierRow } from './bunker-supplier.repo';
import { readAll } from '../../../db/read-all';

/** A price row in the API's shape; `current` when it is today's price for its port and grade. */
export function toPriceView(row: PriceRow, current: boolean): BunkerPrice {
  return {
    id: row.id,
    supplierId: row.supplierId,
    portLocode: row.portLocode,
    portName: row.portName,
    grade: row.grade as FuelGrade,
    price: row.price,
    currency: row.currency,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    source: row.source,
    current,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The supplier in the API's shape without today's prices (what the audit trail keeps). */
export type SupplierRecordView = Omit<BunkerSupplier, 'currentPrices'>;

/** A supplier row with its ports and contacts. */
export async function supplierRecordView(db: DbOrTx, row: SupplierRow): Promise<SupplierRecordView> {
  const [ports, contacts] = await readAll(db, [
    () => portsOf(db, [row.id]),
    () => contactsOf(db, [row.id]),
  ] as const);
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    website: row.website,
    notes: row.notes,
    rating: row.rating,
    ratedById: row.ratedById,
    ratedByName: row.ratedByName,
    ratedAt: row.ratedAt?.toISOString() ?? null,
    ports: ports.get(row.id) ?? [],
    contacts: contacts.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Today's prices of a supplier, ordered by its ports' order, then by grade. */
export async function currentPriceViews(
  db: DbOrTx,
  record: SupplierRecordView,
  day = utcToday(),
): Promise<BunkerPrice[]> {
  const rows = await currentPricesOf(db, record.id, day);
  const portOrder = new Map(record.ports.map((p, i) => [p.locode, i]));
  const gradeOrder = (g: string) => FUEL_GRADES.indexOf(g as FuelGrade);
  return rows
    .sort(
      (a, b) =>
        (portOrder.get(a.portLocode) ?? 0) - (portOrder.get(b.portLocode) ?? 0) ||
        gradeOrder(a.grade) - gradeOrder(b.grade),
    )
    .map((r) => toPriceView(r, true));
}

/** A supplier with ports, contacts and today's prices. */
export async function supplierView(db: DbOrTx, row: SupplierRow): Promise<BunkerSupplier> {
  const record = await supplierRecordView(db, row);
  return { ...record, currentPrices: await currentPriceViews(db, record) };
}
