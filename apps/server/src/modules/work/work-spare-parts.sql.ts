/**
 * The spare-parts kind of the work queue (docs/pms-spare-parts.md): a ship's parts whose stock on board is
 * below their minimum, for users who may change that ship's parts (spare_part_read + spare_part_management),
 * longest-waiting first (the part's last change). Served by `pms_spare_parts_below_minimum_idx`.
 */

/** `FROM pms_spare_parts sp WHERE …` on the user's ships. */
export function partsBelowMinimumSource(ships: string): string {
  return `FROM pms_spare_parts sp WHERE sp.ship_id IS NOT NULL AND sp.balance < sp.minimum_stock AND ${ships}`;
}

/** A page of the kind in the shape of the queue's rows. */
export function partsBelowMinimumPage(k: number, from: string, paging: string): string {
  const order = 'sp.updated_at ASC, sp.id';
  return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, sp.id, sp.part_number AS number,
      sp.name AS label, sp.ship_id, s.name AS ship_name, NULL AS at, (sp.balance = 0) AS urgent,
      NULL AS amount, NULL AS currency,
      trim_scale(sp.balance)::text || ' of minimum ' || trim_scale(sp.minimum_stock)::text || ' ' || sp.unit AS extra
    FROM (SELECT sp.* ${from} ORDER BY ${order} ${paging}) sp LEFT JOIN ships s ON s.id = sp.ship_id`;
}
