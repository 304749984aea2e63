import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { normalizeDecimal } from '@keel/domain';
import type { Tx } from '../client';
import { ships } from '../../modules/fleet/ship.table';
import { pmsCatalogues } from '../../modules/pms/catalogue/catalogue.table';
import { pmsComponents } from '../../modules/pms/component/component.table';
import { copySparePartsForComponents } from '../../modules/pms/spare-part/spare-part-copy.service';
import {
  pmsSparePartComponents,
  pmsSpareParts,
  pmsStockLedger,
} from '../../modules/pms/spare-part/spare-part.table';
import { DEMO_SPARE_PARTS, demoStockOf } from './pms-spare-parts.seed-data';

/** The template parts of a catalogue, fitted to its template components by code (existing ones kept). */
async function seedTemplates(tx: Tx, catalogueId: string): Promise<void> {
  const components = await tx
    .select({ id: pmsComponents.id, code: pmsComponents.code })
    .from(pmsComponents)
    .where(eq(pmsComponents.catalogueId, catalogueId));
  const idOf = new Map(components.map((c) => [c.code, c.id]));
  for (const part of DEMO_SPARE_PARTS) {
    const [existing] = await tx
      .select({ id: pmsSpareParts.id })
      .from(pmsSpareParts)
      .where(and(eq(pmsSpareParts.catalogueId, catalogueId), eq(pmsSpareParts.partNumber, part.partNumber)));
    if (existing) continue;
    const { fits, ...fields } = part;
    const [row] = await tx
      .insert(pmsSpareParts)
      .values({ ...fields, catalogueId })
      .returning({ id: pmsSpareParts.id });
    const componentIds = fits.map((code) => idOf.get(code)).filter((id): id is string => Boolean(id));
    if (componentIds.length > 0)
      await tx
        .insert(pmsSparePartComponents)
        .values(componentIds.map((componentId) => ({ sparePartId: row!.id, componentId })));
  }
}

/** Opening stock of a ship's parts that have no ledger yet: one receipt each. */
async function seedStock(tx: Tx, shipId: string, shipIndexInFamily: number): Promise<void> {
  const parts = await tx.select().from(pmsSpareParts).where(eq(pmsSpareParts.shipId, shipId));
  const moved = await tx
    .selectDistinct({ id: pmsStockLedger.sparePartId })
    .from(pmsStockLedger)
    .where(eq(pmsStockLedger.shipId, shipId));
  const done = new Set(moved.map((m) => m.id));
  for (const part of parts) {
    if (done.has(part.id)) continue;
    const quantity = demoStockOf(part.partNumber, normalizeDecimal(part.minimumStock), shipIndexInFamily);
    if (Number(quantity) === 0) continue;
    await tx.update(pmsSpareParts).set({ balance: quantity }).where(eq(pmsSpareParts.id, part.id));
    await tx.insert(pmsStockLedger).values({
      sparePartId: part.id,
      shipId,
      kind: 'receipt',
      change: quantity,
      balanceAfter: quantity,
      reason: 'Opening stock (inventory at take-over)',
      userName: 'Chief Engineer (demo)',
    });
  }
}

/**
 * The demo spare parts: templates in every catalogue, copied to each ship that uses the catalogue
 * (through the copy hook the catalogue apply runs), then an opening stock per ship with some parts
 * below minimum. Runs after the components seed; idempotent.
 */
export async function seedPmsSpareParts(tx: Tx): Promise<void> {
  const catalogues = await tx.select().from(pmsCatalogues).orderBy(asc(pmsCatalogues.name));
  const shipRows = await tx.select().from(ships).orderBy(asc(ships.name));
  for (const catalogue of catalogues) {
    await seedTemplates(tx, catalogue.id);
    const templates = await tx
      .select({ id: pmsComponents.id })
      .from(pmsComponents)
      .where(eq(pmsComponents.catalogueId, catalogue.id));
    const family = shipRows.filter((s) => s.family === catalogue.family);
    for (const [index, ship] of family.entries()) {
      const copies = await tx
        .select({ fromComponentId: pmsComponents.sourceTemplateId, toComponentId: pmsComponents.id })
        .from(pmsComponents)
        .where(
          and(
            eq(pmsComponents.shipId, ship.id),
            isNotNull(pmsComponents.sourceTemplateId),
            inArray(
              pmsComponents.sourceTemplateId,
              templates.map((t) => t.id),
            ),
          ),
        );
      if (copies.length === 0) continue;
      await copySparePartsForComponents(tx, {
        pairs: copies.map((c) => ({ fromComponentId: c.fromComponentId!, toComponentId: c.toComponentId })),
        toShipId: ship.id,
        toCatalogueId: null,
        mode: 'apply',
      });
      await seedStock(tx, ship.id, index);
    }
  }
}
