import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { pmsComponents } from '../component/component.table';
import { pmsCatalogues } from './catalogue.table';

/** A stored catalogue. */
export type CatalogueRow = typeof pmsCatalogues.$inferSelect;

/** Every catalogue by name with its number of template nodes. */
export function selectCatalogues(db: DbOrTx) {
  return db
    .select({
      row: pmsCatalogues,
      components: sql<number>`(SELECT count(*)::int FROM pms_components c WHERE c.catalogue_id = "pms_catalogues"."id")`,
    })
    .from(pmsCatalogues)
    .orderBy(asc(pmsCatalogues.name));
}

/** One catalogue; `lock` for a write. */
export async function findCatalogue(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(pmsCatalogues).where(eq(pmsCatalogues.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The ships using each catalogue: those with a component copied from one of its templates. */
export async function shipsUsingCatalogues(db: DbOrTx) {
  const template = sql`t`;
  const rows = await db.execute<{ catalogue_id: string; ship_id: string; ship_name: string }>(sql`
    SELECT DISTINCT ${template}.catalogue_id, s.id AS ship_id, s.name AS ship_name
    FROM ${pmsComponents} c
    JOIN ${pmsComponents} ${template} ON ${template}.id = c.source_template_id
    JOIN ${ships} s ON s.id = c.ship_id
    WHERE c.ship_id IS NOT NULL
    ORDER BY s.name`);
  return rows.rows;
}
