import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { ships } from '../../modules/fleet/ship.table';
import { pmsCatalogues } from '../../modules/pms/catalogue/catalogue.table';
import { pmsComponents } from '../../modules/pms/component/component.table';
import { copyNodes } from '../../modules/pms/component/component-copy.engine';
import { pmsCounterReadings, pmsCounters } from '../../modules/pms/counter/counter.table';
import { DEMO_CATALOGUES, DEMO_HOURS_PER_DAY, parentCodeOf } from './pms-components.seed-data';

const DAY_MS = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Creates a catalogue with its template tree and counters; returns its id (existing one: left as is). */
async function seedCatalogue(tx: Tx, catalogue: (typeof DEMO_CATALOGUES)[number]): Promise<string> {
  const [existing] = await tx.select().from(pmsCatalogues).where(eq(pmsCatalogues.name, catalogue.name));
  if (existing) return existing.id;
  const [row] = await tx
    .insert(pmsCatalogues)
    .values({ name: catalogue.name, family: catalogue.family, description: catalogue.description })
    .returning();
  const idOf = new Map<string, string>();
  for (const node of catalogue.nodes) {
    const parentCode = parentCodeOf(node);
    const [created] = await tx
      .insert(pmsComponents)
      .values({
        catalogueId: row!.id,
        parentId: parentCode ? (idOf.get(parentCode) ?? null) : null,
        kind: node.category ? 'category' : 'component',
        code: node.code,
        name: node.name,
        critical: node.critical ?? false,
        maker: node.maker ?? null,
        model: node.model ?? null,
      })
      .returning({ id: pmsComponents.id });
    idOf.set(node.code, created!.id);
    if (node.counter)
      await tx.insert(pmsCounters).values({ componentId: created!.id, name: 'Running hours' });
  }
  return row!.id;
}

/** Three readings over the last two months, per counted machine; one implausible jump on one ship. */
async function seedReadings(tx: Tx, shipId: string, shipIndex: number) {
  const counters = await tx
    .select({ id: pmsCounters.id, code: pmsComponents.code })
    .from(pmsCounters)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsCounters.componentId))
    .where(eq(pmsComponents.shipId, shipId));
  for (const counter of counters) {
    const [, perDay, start] = DEMO_HOURS_PER_DAY.find(([p]) => counter.code.startsWith(p)) ?? ['', 5, 1_000];
    const base = start + shipIndex * 2_700 + (counter.code.length % 5) * 130;
    const points = [
      { daysAgo: 61, hours: base },
      { daysAgo: 31, hours: base + perDay * 30 },
      { daysAgo: 3, hours: base + perDay * 58 },
    ];
    // Keel Aurora's auxiliary engine No. 2: a typo'd reading (one digit too many hours) is flagged.
    const implausible = shipIndex === 0 && counter.code === '602.2';
    if (implausible) points[2]!.hours = points[1]!.hours + 28 * 24 + 90;
    await tx.insert(pmsCounterReadings).values(
      points.map((p, i) => ({
        counterId: counter.id,
        readingOn: dayOf(p.daysAgo),
        hours: p.hours,
        implausible: implausible && i === 2,
        enteredByName: 'Chief Engineer (demo)',
      })),
    );
    await tx
      .update(pmsCounters)
      .set({ currentHours: points[2]!.hours, currentReadingOn: dayOf(3) })
      .where(eq(pmsCounters.id, counter.id));
  }
}

/**
 * The PMS catalogues of both demo ship families, applied to each demo ship of the family through the
 * same copy engine the API uses, with ship serial numbers and running-hours readings. Idempotent: a
 * ship that already has components from its catalogue is left as it is.
 */
export async function seedPmsComponents(tx: Tx): Promise<void> {
  const shipRows = await tx
    .select({ id: ships.id, name: ships.name, family: ships.family })
    .from(ships)
    .orderBy(ships.name);
  for (const catalogue of DEMO_CATALOGUES) {
    const catalogueId = await seedCatalogue(tx, catalogue);
    const templates = await tx.select().from(pmsComponents).where(eq(pmsComponents.catalogueId, catalogueId));
    for (const [index, ship] of shipRows.entries()) {
      if (ship.family !== catalogue.family) continue;
      const [has] = await tx
        .select({ id: pmsComponents.id })
        .from(pmsComponents)
        .where(and(eq(pmsComponents.shipId, ship.id), isNotNull(pmsComponents.sourceTemplateId)))
        .limit(1);
      if (has) continue;
      const pairs = await copyNodes(tx, {
        nodes: templates,
        target: { shipId: ship.id, catalogueId: null },
        parentOf: () => null,
        codeOf: (n) => n.code,
        mode: 'apply',
      });
      const prefix = ship.name.split(' ').at(-1)!.slice(0, 3).toUpperCase();
      await tx
        .update(pmsComponents)
        .set({
          serial: sql`${prefix} || '-' || replace(${pmsComponents.code}, '.', '') || '-' || ${String(2015 + index)}`,
        })
        .where(
          and(
            inArray(
              pmsComponents.id,
              pairs.map((p) => p.toComponentId),
            ),
            eq(pmsComponents.kind, 'component'),
          ),
        );
      await seedReadings(tx, ship.id, index);
    }
  }
}
