import type { Readable } from 'node:stream';
import { sharedLinkState } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../audit/audit.service';
import { hashLinkToken, looksLikeLinkToken } from './shared-link-token';
import * as repo from './shared-link.repo';
import { SHARED_LINK_ENTITY } from './shared-link.service';

/** Why a download is refused; each has its own page (shared-link-page.ts). */
export type RefusalReason = 'unknown' | 'expired' | 'revoked' | 'missing';

/** Who asked, for the audit trail. */
export interface Visitor {
  ip: string;
  userAgent: string | null;
}

/** The answer of a download: the file, or a refusal with its HTTP status. */
export type SharedDownload =
  | { ok: true; fileName: string; contentType: string; size: number; stream: Readable }
  | { ok: false; status: 404 | 410; reason: RefusalReason };

/** The audit actor of a download by link: no signed-in user. */
const VISITOR = { id: null, name: 'Shared link visitor' } as const;

/**
 * `GET /file/download/shared/:token` (no login): looks the token up by its hash; an unknown token is
 * a 404, an expired or revoked link a 410, a file gone from storage a 410. A served download is
 * counted (in the same statement that re-checks the link is usable) and audited with the visitor's
 * address and the link's maker; a refusal of a known link is audited too.
 */
export async function downloadShared(
  ctx: AppContext,
  token: string,
  visitor: Visitor,
  now = new Date(),
): Promise<SharedDownload> {
  if (!looksLikeLinkToken(token)) return { ok: false, status: 404, reason: 'unknown' };
  const db = ctx.database.db;
  const link = await repo.findByTokenHash(db, hashLinkToken(token));
  if (!link) return { ok: false, status: 404, reason: 'unknown' };
  const refuse = async (reason: RefusalReason): Promise<SharedDownload> => {
    await recordAudit(db, VISITOR, {
      action: 'download_refused',
      entity: SHARED_LINK_ENTITY,
      entityId: link.id,
      shipId: link.shipId,
      after: { reason, ...facts(link, visitor) },
    });
    return { ok: false, status: 410, reason };
  };
  const state = sharedLinkState(link, now);
  if (state !== 'active') return refuse(state);

  let stream: Readable;
  try {
    stream = await ctx.storage.open(link.storageKey);
  } catch {
    return refuse('missing');
  }
  try {
    const counted = await db.transaction(async (tx) => {
      const row = await repo.countDownload(tx, link.id, now);
      if (!row) return undefined;
      await recordAudit(tx, VISITOR, {
        action: 'download',
        entity: SHARED_LINK_ENTITY,
        entityId: link.id,
        shipId: link.shipId,
        after: { ...facts(row, visitor), downloadCount: row.downloadCount },
      });
      return row;
    });
    if (!counted) {
      stream.destroy();
      // Revoked (or expired) between the read and the count: the revocation wins.
      const latest = await repo.findLink(db, link.id);
      return refuse(
        latest ? (sharedLinkState(latest, now) === 'revoked' ? 'revoked' : 'expired') : 'unknown',
      );
    }
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { ok: true, fileName: link.fileName, contentType: link.contentType, size: link.size, stream };
}

function facts(link: repo.SharedLinkRow, visitor: Visitor) {
  return {
    ip: visitor.ip,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
    kind: link.kind,
    recordId: link.recordId,
    fileName: link.fileName,
    linkCreatedById: link.createdById,
    linkCreatedByName: link.createdByName,
  };
}
