/**
 * Bench data for the PMS component trees (issue 14; used by bench/pms.bench.ts, which the jobs code owns):
 * `perShip` components per ship in a 4-level tree (10 categories › 100 groups › 1,000 components ›
 * the rest as sub-components), one running-hours counter on every 10th component. Bulk inserts of
 * 1,000 rows; the tree read to measure is `GET /api/v1/pms/ships/:shipId/components`.
 */
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../apps/server/src/db/client';
import { pmsComponents } from '../apps/server/src/modules/pms/component/component.table';
import { pmsCounters } from '../apps/server/src/modules/pms/counter/counter.table';

const BATCH = 1_000;
const LEVELS = [10, 100, 1_000] as const;

/** One ship's nodes: parents before children, codes unique in the ship. */
function shipNodes(shipId: string, perShip: number) {
  const rows: (typeof pmsComponents.$inferInsert & { id: string; code: string })[] = [];
  const childCount = new Map<string, number>();
  let levelStart = 0;
  for (let i = 0; i < perShip; i += 1) {
    const level =
      i < LEVELS[0] ? 0 : i < LEVELS[0] + LEVELS[1] ? 1 : i < LEVELS[0] + LEVELS[1] + LEVELS[2] ? 2 : 3;
    const previousLevelSize = level === 0 ? 0 : LEVELS[level - 1]!;
    levelStart = level === 0 ? 0 : LEVELS.slice(0, level - 1).reduce((a, b) => a + b, 0);
    const parent = level === 0 ? null : rows[levelStart + (i % previousLevelSize)]!;
    const n = (childCount.get(parent?.id ?? 'root') ?? 0) + 1;
    childCount.set(parent?.id ?? 'root', n);
    rows.push({
      id: randomUUID(),
      shipId,
      parentId: parent?.id ?? null,
      kind: level < 2 ? 'category' : 'component',
      code: parent ? `${parent.code}.${n}` : String(n),
      name: `${level < 2 ? 'Group' : 'Component'} ${parent ? `${parent.code}.${n}` : n}`,
      critical: i % 7 === 0,
      maker: level >= 2 ? 'Bench Maker' : null,
      model: level >= 2 ? `M-${i % 40}` : null,
    });
  }
  return rows;
}

/** Seeds the trees of `shipIds`; returns each ship's component ids. */
export async function seedBenchComponents(
  db: DbOrTx,
  shipIds: string[],
  perShip = 3_000,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const shipId of shipIds) {
    const rows = shipNodes(shipId, perShip);
    for (let i = 0; i < rows.length; i += BATCH)
      await db.insert(pmsComponents).values(rows.slice(i, i + BATCH));
    const counters = rows.filter((r, i) => r.kind === 'component' && i % 10 === 0);
    for (let i = 0; i < counters.length; i += BATCH)
      await db
        .insert(pmsCounters)
        .values(
          counters
            .slice(i, i + BATCH)
            .map((r, j) => ({ componentId: r.id, name: 'Running hours', currentHours: 1_000 + j })),
        );
    out.set(
      shipId,
      rows.map((r) => r.id),
    );
  }
  return out;
}
