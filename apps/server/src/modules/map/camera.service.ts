import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { SNAPSHOT_TYPES, type Camera, type CreateCamera } from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import type { FileStorage } from '../../plugins/storage';
import type { Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { API } from './map-api';
import { assertMapShip, loadMapRecord } from './map-access';
import { mapCameras, mapCameraSnapshots } from './map.table';

/** Snapshots kept per camera; older ones (rows and files) go when a new one arrives. */
export const SNAPSHOTS_KEPT = 20;

type CameraRow = typeof mapCameras.$inferSelect;
type SnapshotRow = typeof mapCameraSnapshots.$inferSelect;

export const snapshotUrl = (id: string) => `${API}/map/snapshots/${id}/file`;

function view(c: CameraRow, latest: Pick<SnapshotRow, 'id' | 'capturedAt'> | null): Camera {
  return {
    id: c.id,
    shipId: c.shipId,
    name: c.name,
    imageUrl: c.imageUrl,
    latest: latest
      ? { id: latest.id, capturedAt: latest.capturedAt.toISOString(), url: snapshotUrl(latest.id) }
      : null,
    version: c.version,
  };
}

/** `GET /map/ships/:shipId/cameras`: the ship's cameras with their latest snapshot. */
export async function listCameras(db: Db, actor: Actor, shipId: string): Promise<Camera[]> {
  await assertMapShip(db, actor, shipId);
  const cameras = await db
    .select()
    .from(mapCameras)
    .where(eq(mapCameras.shipId, shipId))
    .orderBy(mapCameras.name);
  if (cameras.length === 0) return [];
  const latest = await db
    .selectDistinctOn([mapCameraSnapshots.cameraId], {
      cameraId: mapCameraSnapshots.cameraId,
      id: mapCameraSnapshots.id,
      capturedAt: mapCameraSnapshots.capturedAt,
    })
    .from(mapCameraSnapshots)
    .where(
      inArray(
        mapCameraSnapshots.cameraId,
        cameras.map((c) => c.id),
      ),
    )
    .orderBy(mapCameraSnapshots.cameraId, desc(mapCameraSnapshots.capturedAt));
  const by = new Map(latest.map((l) => [l.cameraId, l]));
  return cameras.map((c) => view(c, by.get(c.id) ?? null));
}

/** `POST /map/ships/:shipId/cameras`: a camera of the ship (name unique per ship). */
export async function createCamera(
  db: Db,
  actor: Actor,
  shipId: string,
  body: CreateCamera,
): Promise<Camera> {
  await assertMapShip(db, actor, shipId);
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: mapCameras.id })
      .from(mapCameras)
      .where(and(eq(mapCameras.shipId, shipId), sql`lower(${mapCameras.name}) = lower(${body.name})`));
    if (clash) throw conflict(`name: this ship already has a camera named "${body.name}"`);
    const [row] = await tx
      .insert(mapCameras)
      .values({ shipId, name: body.name, imageUrl: body.imageUrl ?? null })
      .returning();
    const v = view(row!, null);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'map-camera',
      entityId: row!.id,
      shipId,
      after: v,
    });
    return v;
  });
}

function loadCamera(db: DbOrTx, actor: Actor, cameraId: string): Promise<CameraRow> {
  return loadMapRecord(
    actor,
    'Camera',
    async () => (await db.select().from(mapCameras).where(eq(mapCameras.id, cameraId)))[0],
  );
}

/** Checks before the upload is read that the actor may add a snapshot to the camera. */
export async function assertMayUpload(db: Db, actor: Actor, cameraId: string): Promise<void> {
  await loadCamera(db, actor, cameraId);
}

/** `POST /map/cameras/:cameraId/snapshots`: stores an image (type sniffed: PNG, JPEG or WebP). */
export async function addSnapshot(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  cameraId: string,
  upload: { content: Buffer; fileName: string; capturedAt: Date | null },
) {
  const camera = await loadCamera(db, actor, cameraId);
  if (upload.content.length === 0) throw badRequest('file', 'the file is empty');
  const capturedAt = upload.capturedAt ?? new Date();
  if (capturedAt.getTime() > Date.now() + 5 * 60_000)
    throw badRequest('capturedAt', 'must not be in the future');
  const stored = await storage.put(upload.content, upload.fileName, SNAPSHOT_TYPES);
  let dropped: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(mapCameraSnapshots)
        .values({
          cameraId,
          shipId: camera.shipId,
          capturedAt,
          storageKey: stored.key,
          mime: stored.mime,
          size: stored.size,
          sha256: stored.sha256,
          uploadedById: actor.id,
          uploadedByName: actor.name,
        })
        .returning();
      const old = await tx
        .select({ id: mapCameraSnapshots.id, storageKey: mapCameraSnapshots.storageKey })
        .from(mapCameraSnapshots)
        .where(eq(mapCameraSnapshots.cameraId, cameraId))
        .orderBy(desc(mapCameraSnapshots.capturedAt), desc(mapCameraSnapshots.createdAt))
        .offset(SNAPSHOTS_KEPT);
      if (old.length > 0) {
        await tx.delete(mapCameraSnapshots).where(
          inArray(
            mapCameraSnapshots.id,
            old.map((o) => o.id),
          ),
        );
        dropped = old.map((o) => o.storageKey);
      }
      await recordAudit(tx, actor, {
        action: 'upload_snapshot',
        entity: 'map-camera',
        entityId: cameraId,
        shipId: camera.shipId,
        after: {
          snapshotId: inserted!.id,
          capturedAt: capturedAt.toISOString(),
          mime: stored.mime,
          size: stored.size,
        },
      });
      return inserted!;
    });
    for (const key of dropped) await storage.remove(key).catch(() => undefined);
    return {
      id: row.id,
      cameraId,
      capturedAt: row.capturedAt.toISOString(),
      url: snapshotUrl(row.id),
      mime: row.mime,
      size: row.size,
    };
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** `GET /map/snapshots/:id/file`: the image of a snapshot of the actor's ships. */
export async function openSnapshot(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
): Promise<{ mime: string; size: number; sha256: string; capturedAt: Date; stream: Readable }> {
  const row = await loadMapRecord(
    actor,
    'Snapshot',
    async () => (await db.select().from(mapCameraSnapshots).where(eq(mapCameraSnapshots.id, id)))[0],
  );
  try {
    return {
      mime: row.mime,
      size: row.size,
      sha256: row.sha256,
      capturedAt: row.capturedAt,
      stream: await storage.open(row.storageKey),
    };
  } catch {
    throw new HttpError(404, 'Snapshot file not found in the file storage');
  }
}
