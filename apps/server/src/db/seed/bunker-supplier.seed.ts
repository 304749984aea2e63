import { eq, inArray } from 'drizzle-orm';
import { addCalendarDays, utcToday } from '@keel/domain';
import type { Tx } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { bunkerPrices } from '../../modules/operations/bunker-supplier/bunker-price.table';
import {
  bunkerSupplierContacts,
  bunkerSupplierPorts,
  bunkerSuppliers,
} from '../../modules/operations/bunker-supplier/bunker-supplier.table';
import { users } from '../../modules/users/user.table';
import {
  DEMO_BUNKER_SUPPLIERS,
  DEMO_PRICE_SOURCES,
  type DemoBunkerSupplier,
} from './bunker-supplier.seed-data';

const SYSTEM = { id: null, name: 'Demo data' };
/** Weekly prices over this many weeks; the newest stands until superseded. */
export const BUNKER_PRICE_WEEKS = 10;

/** Cents as a decimal string with 2 places (integer arithmetic; prices are never JS floats). */
function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A deterministic weekly walk of ±2.5 % around the base price, ending at the base price this week. */
function weeklyCents(base: number, seed: number): number[] {
  let a = seed >>> 0;
  const next = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
  const walk = [base];
  for (let w = 1; w < BUNKER_PRICE_WEEKS; w++) {
    const step = Math.round(((next() - 0.5) * base) / 20 / 25) * 25;
    walk.push(Math.max(10000, walk[w - 1]! - step));
  }
  return walk.reverse();
}

function priceRows(
  supplierId: string,
  supplier: DemoBunkerSupplier,
  index: number,
  today: string,
  rater: string | null,
) {
  const rows: (typeof bunkerPrices.$inferInsert)[] = [];
  supplier.ports.forEach((port, p) => {
    Object.entries(port.prices).forEach(([grade, base], g) => {
      weeklyCents(base, index * 1000 + p * 100 + g).forEach((cents, w) => {
        const weeksAgo = BUNKER_PRICE_WEEKS - 1 - w;
        const validFrom = addCalendarDays(today, -7 * weeksAgo);
        rows.push({
          supplierId,
          portLocode: port.locode,
          portName: port.portName,
          grade,
          price: centsToDecimal(cents),
          currency: 'USD',
          validFrom,
          validUntil: weeksAgo === 0 ? null : addCalendarDays(validFrom, 6),
          source: DEMO_PRICE_SOURCES[(w + index) % DEMO_PRICE_SOURCES.length]!,
          createdById: rater,
          createdByName: rater ? 'Priya Nair' : 'Demo data',
        });
      });
    });
  });
  return rows;
}

/**
 * Twelve bunker suppliers with ports, contacts, ratings by the demo purchaser and ten weeks of
 * weekly prices per port and grade. Idempotent: a supplier whose name exists is left as it is.
 */
export async function seedBunkerSuppliers(tx: Tx): Promise<void> {
  const names = DEMO_BUNKER_SUPPLIERS.map((s) => s.name);
  const existing = new Set(
    (
      await tx
        .select({ name: bunkerSuppliers.name })
        .from(bunkerSuppliers)
        .where(inArray(bunkerSuppliers.name, names))
    ).map((r) => r.name),
  );
  const [purchaser] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'purchaser@keel.demo'));
  const rater = purchaser?.id ?? null;
  const today = utcToday();
  for (const [index, s] of DEMO_BUNKER_SUPPLIERS.entries()) {
    if (existing.has(s.name)) continue;
    const [row] = await tx
      .insert(bunkerSuppliers)
      .values({
        name: s.name,
        country: s.country,
        website: s.website,
        notes: s.notes,
        rating: s.rating,
        ratedById: s.rating === null ? null : rater,
        ratedByName: s.rating === null ? null : 'Priya Nair',
        ratedAt: s.rating === null ? null : new Date(Date.now() - (index + 3) * 86_400_000 * 5),
      })
      .returning({ id: bunkerSuppliers.id });
    const id = row!.id;
    await tx
      .insert(bunkerSupplierPorts)
      .values(
        s.ports.map((p, position) => ({ supplierId: id, locode: p.locode, portName: p.portName, position })),
      );
    await tx
      .insert(bunkerSupplierContacts)
      .values(s.contacts.map((c, position) => ({ supplierId: id, position, ...c })));
    await tx.insert(bunkerPrices).values(priceRows(id, s, index, today, rater));
    await recordAudit(tx, SYSTEM, {
      action: 'create',
      entity: 'bunker_supplier',
      entityId: id,
      after: { name: s.name, country: s.country, ports: s.ports.map((p) => p.locode) },
    });
  }
}
