import type { RawClient } from './databases';

/** Adds generated ships until there are `ships` (the demo ships count), for the loaders. */
export async function insertBenchShips(raw: RawClient, ships: number): Promise<void> {
  await raw.query(
    `INSERT INTO ships (name, imo, flag, ship_type, family, owner, manager)
     SELECT 'Bench Ship ' || lpad(g::text, 3, '0'), (8000000 + g)::text, 'LR', 'bulk carrier', 'Bench bulkers', 'Bench Owner', 'Keel Demo Ship Management AS'
     FROM generate_series(1, greatest($1::int - (SELECT count(*) FROM ships)::int, 0)) g`,
    [ships],
  );
}
