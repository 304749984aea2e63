import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { registerComponentCopyHook, type ComponentCopyContext } from '../component/component-copy-hooks';
import { pmsSparePartComponents, pmsSpareParts } from './spare-part.table';

/**
 * The spare parts' share of a component copy (copy, duplicate, catalogue apply and push): every part
 * that fits a source component is found — or created, stock 0, minimum kept — by part number in the target
 * ship or catalogue and made to fit the new component. A part copied from a catalogue remembers its
 * template (`source_id`). Stock never travels with a copy: only the ledger moves stock.
 */
export async function copySparePartsForComponents(tx: Tx, ctx: ComponentCopyContext): Promise<void> {
  const fromIds = [...new Set(ctx.pairs.map((p) => p.fromComponentId))];
  const fits = await tx
    .select({ part: pmsSpareParts, componentId: pmsSparePartComponents.componentId })
    .from(pmsSparePartComponents)
    .innerJoin(pmsSpareParts, eq(pmsSpareParts.id, pmsSparePartComponents.sparePartId))
    .where(inArray(pmsSparePartComponents.componentId, fromIds));
  if (fits.length === 0) return;
  const targetOf = new Map<string, string>();
  const owner = ctx.toShipId
    ? eq(pmsSpareParts.shipId, ctx.toShipId)
    : eq(pmsSpareParts.catalogueId, ctx.toCatalogueId ?? sql`NULL`);
  for (const { part } of fits) {
    if (targetOf.has(part.id)) continue;
    const [existing] = await tx
      .select({ id: pmsSpareParts.id })
      .from(pmsSpareParts)
      .where(and(owner, eq(pmsSpareParts.partNumber, part.partNumber)));
    if (existing) {
      targetOf.set(part.id, existing.id);
      continue;
    }
    const [created] = await tx
      .insert(pmsSpareParts)
      .values({
        shipId: ctx.toShipId,
        catalogueId: ctx.toShipId ? null : ctx.toCatalogueId,
        sourceId: part.catalogueId ? part.id : part.sourceId,
        partNumber: part.partNumber,
        name: part.name,
        maker: part.maker,
        impaCode: part.impaCode,
        partType: part.partType,
        unit: part.unit,
        location: part.location,
        minimumStock: part.minimumStock,
      })
      .returning({ id: pmsSpareParts.id });
    targetOf.set(part.id, created!.id);
  }
  const rows = ctx.pairs.flatMap((pair) =>
    fits
      .filter((f) => f.componentId === pair.fromComponentId)
      .map((f) => ({ sparePartId: targetOf.get(f.part.id)!, componentId: pair.toComponentId })),
  );
  if (rows.length > 0) await tx.insert(pmsSparePartComponents).values(rows).onConflictDoNothing();
}

registerComponentCopyHook('pms.spare-parts', copySparePartsForComponents);
