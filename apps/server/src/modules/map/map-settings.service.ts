import { and, eq } from 'drizzle-orm';
import { TRACK_RETENTION_YEARS_DEFAULT, type MapSettings, type UpdateMapSettings } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { staleVersion } from '../../lib/http-error';
import { assertAdmin, assertSidebar, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { LIVE_MAP } from './map-access';
import { mapSettings } from './map.table';

const KEY = 'company';
const ENTITY = 'map-settings';
type Row = typeof mapSettings.$inferSelect;

function toView(r: Row | undefined): MapSettings {
  return r
    ? {
        tileUrlTemplate: r.tileUrlTemplate,
        tileAttribution: r.tileAttribution,
        trackRetentionYears: r.trackRetentionYears,
        version: r.version,
        updatedAt: r.updatedAt.toISOString(),
        updatedByName: r.updatedByName,
      }
    : {
        tileUrlTemplate: '',
        tileAttribution: '',
        trackRetentionYears: TRACK_RETENTION_YEARS_DEFAULT,
        version: 0,
        updatedAt: null,
        updatedByName: null,
      };
}

/** `GET /map/settings`: the company-wide map settings (version 0 and empty when never saved). */
export async function getMapSettings(db: Db, actor: Actor): Promise<MapSettings> {
  if (!actor.isAdmin) assertSidebar(actor, [LIVE_MAP]);
  const [row] = await db.select().from(mapSettings).where(eq(mapSettings.key, KEY));
  return toView(row);
}

/** Years the position aggregate is kept (the default while the settings were never saved). */
export async function trackRetentionYears(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ years: mapSettings.trackRetentionYears })
    .from(mapSettings)
    .where(eq(mapSettings.key, KEY));
  return row?.years ?? TRACK_RETENTION_YEARS_DEFAULT;
}

/**
 * `PUT /map/settings`: administrators only; the first save expects version 0, later ones the version
 * read (409 when someone saved in between); audited in the same transaction.
 */
export async function updateMapSettings(db: Db, actor: Actor, body: UpdateMapSettings): Promise<MapSettings> {
  assertAdmin(actor, 'change the company map settings');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mapSettings).where(eq(mapSettings.key, KEY)).for('update');
    const values = {
      tileUrlTemplate: body.tileUrlTemplate,
      tileAttribution: body.tileAttribution,
      trackRetentionYears:
        body.trackRetentionYears ?? before?.trackRetentionYears ?? TRACK_RETENTION_YEARS_DEFAULT,
      updatedByName: actor.name,
    };
    let row: Row | undefined;
    if (!before) {
      if (body.version !== 0) throw staleVersion('Map settings');
      [row] = await tx
        .insert(mapSettings)
        .values({ key: KEY, ...values })
        .onConflictDoNothing()
        .returning();
    } else {
      [row] = await tx
        .update(mapSettings)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(and(eq(mapSettings.key, KEY), eq(mapSettings.version, body.version)))
        .returning();
    }
    if (!row) throw staleVersion('Map settings');
    const view = toView(row);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: ENTITY,
      entityId: row.id,
      before: before ? toView(before) : undefined,
      after: view,
    });
    return view;
  });
}
