import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { deltaValues, type SignalKDelta } from '@keel/domain';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { assertShipInScope, assertSidebar, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { CONNING_SENSOR, assertShipExists } from './conning.service';
import type { ConningRuntime } from './conning-runtime';
import { conningIngestTokens } from './conning.table';
import { samplesOf } from './input-manager';
import { NmeaDecoder } from './nmea-decoder';
import { findHttpSource } from './source.repo';

const ENTITY = 'conning_ingest_token';
/** Prefix of Keel ingest tokens (easy to spot in a gateway's settings or a leaked log). */
export const INGEST_TOKEN_PREFIX = 'keel_ing_';

/** SHA-256 of a token (tokens are 256 random bits, so a plain hash is enough to keep them). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type TokenRow = typeof conningIngestTokens.$inferSelect;
const toView = (r: TokenRow) => ({
  id: r.id,
  shipId: r.shipId,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

/** `GET /conning/ships/:shipId/ingest-tokens`: the ship's tokens (never their secrets), newest first. */
export async function listIngestTokens(db: Db, actor: Actor, shipId: string) {
  assertSidebar(actor, [CONNING_SENSOR]);
  assertShipInScope(actor, shipId);
  const rows = await db
    .select()
    .from(conningIngestTokens)
    .where(eq(conningIngestTokens.shipId, shipId))
    .orderBy(desc(conningIngestTokens.createdAt))
    .limit(200);
  return rows.map(toView);
}

/** `POST /conning/ships/:shipId/ingest-tokens`: a new random token, shown once; only its hash is kept. */
export async function createIngestToken(db: Db, actor: Actor, shipId: string, name: string) {
  assertSidebar(actor, [CONNING_SENSOR]);
  assertShipInScope(actor, shipId);
  await assertShipExists(db, shipId);
  const token = INGEST_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conningIngestTokens)
      .values({ shipId, name, tokenHash: hashToken(token), createdBy: actor.id })
      .returning();
    if (!row) throw new HttpError(500, 'token not saved');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      shipId,
      after: { name },
    });
    return { ...toView(row), token };
  });
}

/** `POST /conning/ingest-tokens/:id/revoke`: the token stops working at once. */
export async function revokeIngestToken(db: Db, actor: Actor, id: string) {
  assertSidebar(actor, [CONNING_SENSOR]);
  const [current] = await db.select().from(conningIngestTokens).where(eq(conningIngestTokens.id, id));
  if (!current) throw notFound('Ingest token');
  assertShipInScope(actor, current.shipId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(conningIngestTokens)
      .set({ revokedAt: current.revokedAt ?? new Date() })
      .where(eq(conningIngestTokens.id, id))
      .returning();
    if (!row) throw notFound('Ingest token');
    await recordAudit(tx, actor, { action: 'revoke', entity: ENTITY, entityId: id, shipId: row.shipId });
    return toView(row);
  });
}

/**
 * `POST /conning/ingest/signalk`: a ship gateway's Signal K deltas, authenticated by its token
 * (`Authorization: Bearer keel_ing_…`). Unknown or revoked tokens get 401. The ship's enabled
 * `signalk-http` source, if any, gives priority, path mapping and timeouts.
 */
export async function ingestSignalK(
  db: Db,
  runtime: ConningRuntime,
  authorization: string | undefined,
  deltas: SignalKDelta[],
) {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new HttpError(401, 'An ingest token is required (Authorization: Bearer …)');
  const [row] = await db
    .select()
    .from(conningIngestTokens)
    .where(and(eq(conningIngestTokens.tokenHash, hashToken(token)), isNull(conningIngestTokens.revokedAt)));
  if (!row) throw new HttpError(401, 'This ingest token is unknown or was revoked');
  const source = await findHttpSource(db, row.shipId);
  const stats = runtime.inputs.statsFor(source?.id ?? '');
  const setting = source ?? {
    id: `signalk-http:${row.id}`,
    name: row.name,
    shipId: row.shipId,
    priority: 1,
    groupPriorities: {},
    timeouts: {},
    xdrMapping: {},
    pathMapping: {},
  };
  const decoder = new NmeaDecoder(stats, { pathMapping: setting.pathMapping });
  let accepted = 0;
  const now = Date.now();
  for (const delta of deltas) {
    stats.sentence();
    const values = deltaValues(delta);
    const samples = samplesOf(
      setting as Parameters<typeof samplesOf>[0],
      decoder.mapped(values, null),
      now,
    ).map((s, i) => {
      const t = values[i]?.timestamp;
      // A gateway's clock may run ahead: never later than now.
      return {
        ...s,
        timestamp: t && t < now ? t : now,
        source: values[i]?.source ? `${setting.name} (${values[i]?.source})` : s.source,
      };
    });
    accepted += runtime.store.ingest(row.shipId, samples).length;
  }
  stats.values += accepted;
  await db
    .update(conningIngestTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(conningIngestTokens.id, row.id));
  return { accepted };
}
