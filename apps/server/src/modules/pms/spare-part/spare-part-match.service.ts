import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/prepared';

/** Where a copied record goes: a ship or a catalogue. */
export interface PartOwner {
  shipId: string | null;
  catalogueId: string | null;
}

/**
 * For the jobs module's copies (catalogue apply and push, a component copied to another ship): the part
 * of `target` with the same part number as each given part, by source id. A part the target already owns
 * maps to itself; a part the target has no part of that number for is left out (the job keeps its name).
 */
export async function matchPartsByNumber(
  db: DbOrTx,
  partIds: readonly string[],
  target: PartOwner,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (partIds.length === 0) return out;
  const owner = target.shipId
    ? sql`t.ship_id = ${target.shipId}`
    : sql`t.ship_id IS NULL AND t.catalogue_id = ${target.catalogueId}`;
  const rows = await queryRows<{ sourceId: string; targetId: string }>(
    db,
    sql`SELECT s.id AS "sourceId", t.id AS "targetId"
        FROM pms_spare_parts s JOIN pms_spare_parts t ON t.part_number = s.part_number
        WHERE s.id = ANY(${sql.param([...partIds])}::uuid[]) AND ${owner}`,
  );
  for (const r of rows) out.set(r.sourceId, r.targetId);
  return out;
}
