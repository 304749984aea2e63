import {
  SHARED_LINK_DOWNLOAD_PATH,
  sharedLinkExpiryProblem,
  sharedLinkState,
  type CreateSharedLink,
  type CreatedSharedLink,
  type SharedLink,
  type SharedLinkListQuery,
} from '@keel/domain';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { HttpError, badRequest, forbidden, notFound, staleVersion } from '../../lib/http-error';
import type { Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { sharedFileKinds, sharedFileResolver } from './shared-file-kinds';
import { newLinkToken } from './shared-link-token';
import * as repo from './shared-link.repo';

/** The audit entity of a link. */
export const SHARED_LINK_ENTITY = 'shared_file_link';

/** A link in the API's shape (never the token, never the storage key). */
export function toSharedLinkView(row: repo.SharedLinkRow, now: Date): SharedLink {
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.recordId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    note: row.note,
    state: sharedLinkState(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedByName: row.revokedByName,
    downloadCount: row.downloadCount,
    lastDownloadAt: row.lastDownloadAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** What the audit trail keeps of a link (no token, no hash, no storage key). */
function auditShape(row: repo.SharedLinkRow) {
  return {
    kind: row.kind,
    recordId: row.recordId,
    fileName: row.fileName,
    note: row.note,
    expiresAt: row.expiresAt,
    createdByName: row.createdByName,
    revokedAt: row.revokedAt,
    revokedByName: row.revokedByName,
    downloadCount: row.downloadCount,
  };
}

/**
 * `POST /files/shared-links`: shares one stored file. The kind's resolver runs the owning module's
 * read check as the user (403/404 when they may not read the file), the expiry must be in the future
 * and at most 30 days away, and the token is shown once: only its sha256 is stored. Link and audit
 * row are one transaction.
 */
export async function createSharedLink(
  ctx: AppContext,
  actor: Actor,
  body: CreateSharedLink,
  now = new Date(),
): Promise<CreatedSharedLink> {
  const resolve = sharedFileResolver(body.kind);
  if (!resolve) throw badRequest('kind', `must be one of ${sharedFileKinds().join(', ')}`);
  const problem = sharedLinkExpiryProblem(body.expiresAt, now);
  if (problem) throw badRequest('expiresAt', problem);
  const db = ctx.database.db;
  const file = await resolve(ctx, actor, body.recordId, db);
  const size = file.size ?? (await ctx.storage.stat(file.storageKey))?.size;
  if (size === undefined) throw new HttpError(404, 'The file is not in the file storage any more');
  const { token, hash } = newLinkToken();
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertLink(tx, {
      tokenHash: hash,
      kind: body.kind,
      recordId: body.recordId,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size,
      shipId: file.shipId,
      note: body.note || null,
      expiresAt: new Date(body.expiresAt),
      createdAt: now,
      updatedAt: now,
      createdById: actor.id,
      createdByName: actor.name,
    });
    await recordAudit(tx, actor, {
      action: 'share',
      entity: SHARED_LINK_ENTITY,
      entityId: inserted.id,
      shipId: inserted.shipId,
      after: auditShape(inserted),
    });
    return inserted;
  });
  return {
    id: row.id,
    url: `${ctx.config.publicUrl}${SHARED_LINK_DOWNLOAD_PATH}${token}`,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** `GET /files/shared-links`: the user's own links, newest first, paged. */
export async function listMySharedLinks(db: Db, actor: Actor, query: SharedLinkListQuery, now = new Date()) {
  // `scope=all`: an administrator's view of every user's links (a deactivated user's links keep working
  // until they expire or are revoked, so someone must be able to see them).
  if (query.scope === 'all' && !actor.isAdmin)
    throw forbidden('Only an administrator can list every user’s shared links');
  const { rows, total } = await repo.listLinks(
    db,
    {
      createdById: query.scope === 'all' ? null : actor.id,
      now,
      ...(query.state ? { state: query.state } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
    { offset: query.offset, limit: query.limit },
  );
  return {
    data: rows.map((r) => toSharedLinkView(r, now)),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

/**
 * `POST /files/shared-links/:id/revoke`: the link's maker (or an administrator) withdraws it; the
 * next download gets the "revoked" page. Revoking a revoked link changes nothing. With `version`, a
 * stale one is a 409. Revocation and audit row are one transaction.
 */
export async function revokeSharedLink(
  db: Db,
  actor: Actor,
  id: string,
  version: number | undefined,
  now = new Date(),
): Promise<SharedLink> {
  return db.transaction(async (tx) => {
    const row = await repo.findLink(tx, id, true);
    if (!row) throw notFound('Shared link');
    if (row.createdById !== actor.id && !actor.isAdmin)
      throw forbidden('Only the person who made a link (or an administrator) may revoke it');
    if (version !== undefined && version !== row.version) throw staleVersion('Shared link');
    if (row.revokedAt) return toSharedLinkView(row, now);
    const updated = await repo.revokeLink(tx, id, row.version, actor, now);
    if (!updated) throw staleVersion('Shared link');
    await recordAudit(tx, actor, {
      action: 'revoke',
      entity: SHARED_LINK_ENTITY,
      entityId: id,
      shipId: row.shipId,
      before: auditShape(row),
      after: auditShape(updated),
    });
    return toSharedLinkView(updated, now);
  });
}
