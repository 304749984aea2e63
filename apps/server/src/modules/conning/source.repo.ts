import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ships } from '../fleet/ship.table';
import { conningSources } from './conning.table';

/** A source row with its ship's name. */
export type SourceRow = typeof conningSources.$inferSelect & { shipName: string };

function base(db: DbOrTx) {
  return db
    .select({
      id: conningSources.id,
      createdAt: conningSources.createdAt,
      updatedAt: conningSources.updatedAt,
      version: conningSources.version,
      shipId: conningSources.shipId,
      name: conningSources.name,
      kind: conningSources.kind,
      enabled: conningSources.enabled,
      host: conningSources.host,
      port: conningSources.port,
      devicePath: conningSources.devicePath,
      baudRate: conningSources.baudRate,
      url: conningSources.url,
      topic: conningSources.topic,
      username: conningSources.username,
      password: conningSources.password,
      tls: conningSources.tls,
      tlsRejectUnauthorized: conningSources.tlsRejectUnauthorized,
      tlsCa: conningSources.tlsCa,
      priority: conningSources.priority,
      groupPriorities: conningSources.groupPriorities,
      xdrMapping: conningSources.xdrMapping,
      pathMapping: conningSources.pathMapping,
      timeouts: conningSources.timeouts,
      shipName: ships.name,
    })
    .from(conningSources)
    .innerJoin(ships, eq(ships.id, conningSources.shipId));
}

/** One source, or undefined. */
export async function findSource(db: DbOrTx, id: string): Promise<SourceRow | undefined> {
  const [row] = await base(db).where(eq(conningSources.id, id));
  return row;
}

/** Every enabled source (what the input manager runs). */
export async function listEnabledSources(db: DbOrTx): Promise<SourceRow[]> {
  return base(db).where(eq(conningSources.enabled, true));
}

/** The enabled Signal K HTTP source of a ship, if configured (its settings apply to HTTP ingest). */
export async function findHttpSource(db: DbOrTx, shipId: string): Promise<SourceRow | undefined> {
  const [row] = await base(db).where(
    and(
      eq(conningSources.shipId, shipId),
      eq(conningSources.kind, 'signalk-http'),
      eq(conningSources.enabled, true),
    ),
  );
  return row;
}

/** A page of sources, limited to `shipIds` unless null (admins). */
export async function listSources(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; kind?: string },
  page: { offset: number; limit: number; sortField: 'name' | 'kind' | 'createdAt'; desc: boolean },
) {
  const conditions: SQL[] = [];
  if (filter.shipIds)
    conditions.push(
      inArray(
        conningSources.shipId,
        filter.shipIds.length ? filter.shipIds : ['00000000-0000-0000-0000-000000000000'],
      ),
    );
  if (filter.shipId) conditions.push(eq(conningSources.shipId, filter.shipId));
  if (filter.kind) conditions.push(eq(conningSources.kind, filter.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = page.desc ? desc(conningSources[page.sortField]) : asc(conningSources[page.sortField]);
  const rows = await base(db)
    .where(where)
    .orderBy(order, asc(conningSources.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(conningSources).where(where);
  return { rows, total: total?.n ?? 0 };
}
