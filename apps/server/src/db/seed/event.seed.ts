import type { EventTemplate } from './event.seed-data';
import {
  ALARMS,
  DRILLS,
  FAMILY_INSPECTIONS,
  INCIDENTS,
  INSPECTIONS,
  MAINTENANCE,
  OTHER,
  PORTS,
  PORT_CALLS,
} from './event.seed-data';
import type { Tx } from '../client';
import { allShips } from '../../modules/access/access.service';
import { countEvents, insertEvents, type NewEventRow } from '../../modules/operations/event/event.repo';

const DAY_MS = 86_400_000;
/** How far back the demo events reach. */
export const EVENT_SEED_DAYS = 180;
/** Events younger than this stay open; older ones were closed by the superintendent. */
const OPEN_DAYS = 12;

/** A small deterministic random generator (mulberry32), so every demo database looks alike. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Demo events of one ship over the last {@link EVENT_SEED_DAYS} days: port calls every ~12 days, the
 * monthly fire and abandon-ship drills, other drills, inspections, incidents, alarms, maintenance and
 * crew changes. Events older than {@link OPEN_DAYS} days are closed with a note.
 */
export function demoEvents(
  ship: { id: string; name: string; imo: string; family: string | null },
  now: Date,
): NewEventRow[] {
  const rand = random(Number(ship.imo));
  const trade = ship.family?.includes('tanker') ? 'tanker' : 'bulk_carrier';
  const ports = PORTS[trade];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const rows: NewEventRow[] = [];
  const add = (t: EventTemplate, daysAgo: number) => {
    const hour = 6 + Math.floor(rand() * 14);
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    at.setUTCHours(hour, Math.floor(rand() * 4) * 15, 0, 0);
    if (at > now) at.setTime(now.getTime() - 3_600_000);
    const port = pick(ports);
    const closed = daysAgo > OPEN_DAYS;
    rows.push({
      shipId: ship.id,
      occurredAt: at,
      kind: t.kind,
      severity: t.severity,
      title: t.title.replace('{port}', port),
      details: t.details,
      status: closed ? 'closed' : 'open',
      closedAt: closed ? new Date(at.getTime() + (1 + Math.floor(rand() * 3)) * DAY_MS) : null,
      closedByName: closed ? 'Sven Lindqvist' : null,
      closingNote: closed ? t.note : null,
      createdByName: `Master, ${ship.name}`,
    });
  };
  for (let d = 2 + Math.floor(rand() * 6); d < EVENT_SEED_DAYS; d += 10 + Math.floor(rand() * 5))
    add(pick(PORT_CALLS), d);
  for (let m = 0; m < EVENT_SEED_DAYS / 30; m += 1) {
    add(DRILLS[0]!, m * 30 + 3 + Math.floor(rand() * 20));
    add(DRILLS[1]!, m * 30 + 3 + Math.floor(rand() * 20));
  }
  for (const drill of DRILLS.slice(2)) add(drill, 5 + Math.floor(rand() * (EVENT_SEED_DAYS - 10)));
  for (const inspection of [
    ...INSPECTIONS.slice(0, 2),
    FAMILY_INSPECTIONS[trade],
    pick(INSPECTIONS.slice(2)),
  ])
    add(inspection, 4 + Math.floor(rand() * (EVENT_SEED_DAYS - 8)));
  add(pick(INCIDENTS), 1 + Math.floor(rand() * 40));
  add(pick(INCIDENTS), 60 + Math.floor(rand() * 100));
  for (let i = 0; i < 4; i += 1)
    add(ALARMS[(i + Number(ship.imo)) % ALARMS.length]!, 1 + Math.floor(rand() * (EVENT_SEED_DAYS - 2)));
  for (let i = 0; i < 3; i += 1)
    add(
      MAINTENANCE[(i + Number(ship.imo)) % MAINTENANCE.length]!,
      3 + Math.floor(rand() * (EVENT_SEED_DAYS - 6)),
    );
  for (const other of OTHER) add(other, 2 + Math.floor(rand() * (EVENT_SEED_DAYS - 4)));
  return rows.sort((a, b) => (a.occurredAt as Date).getTime() - (b.occurredAt as Date).getTime());
}

/** Demo events for every ship that has none yet (idempotent per ship). */
export async function seedEvents(tx: Tx): Promise<void> {
  const now = new Date();
  for (const ship of await allShips(tx)) {
    if ((await countEvents(tx, ship.id)) > 0) continue;
    await insertEvents(tx, demoEvents(ship, now));
  }
}
