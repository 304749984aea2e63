import { api, isNetworkError, type DownloadedFile } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { userIdFromToken, userCacheName } from '../../../sw/user-scope';
import { getAccessToken } from '../../../lib/session';
import { dmsPath } from './dms-keys';

/** The API path of a revision's file (`?download=1` forces an attachment). */
export const revisionFilePath = (revisionId: string) => dmsPath('revisions', revisionId, '/file');

/**
 * Where the device keeps a revision's file for reading at sea: the signed-in user's own offline cache
 * (`keel-api-user-<id>`), which sign-in, sign-out and a lost session delete with every other copy
 * (docs/offline-reads.md). The service worker never keeps downloads itself, so the screen does it.
 */
function keptCacheName(): string | null {
  const userId = userIdFromToken(getAccessToken());
  return userId && typeof caches !== 'undefined' ? userCacheName(userId) : null;
}

const keptUrl = (revisionId: string) => `/api/v1${revisionFilePath(revisionId)}?kept-on-device=1`;

async function keep(revisionId: string, file: DownloadedFile): Promise<void> {
  const name = keptCacheName();
  if (!name) return;
  try {
    const cache = await caches.open(name);
    await cache.put(
      keptUrl(revisionId),
      new Response(file.blob, {
        headers: {
          'content-type': file.blob.type || 'application/octet-stream',
          'x-keel-file-name': encodeURIComponent(file.fileName ?? ''),
        },
      }),
    );
  } catch {
    /* a full or blocked cache only means no offline copy */
  }
}

async function readKept(revisionId: string): Promise<DownloadedFile | null> {
  const name = keptCacheName();
  if (!name) return null;
  try {
    const cache = await caches.open(name);
    const hit = await cache.match(keptUrl(revisionId));
    if (!hit) return null;
    const fileName = decodeURIComponent(hit.headers.get('x-keel-file-name') ?? '') || null;
    return { blob: await hit.blob(), fileName };
  } catch {
    return null;
  }
}

/** True when the device holds a copy of the revision's file (for the "kept offline" mark). */
export async function hasKeptFile(revisionId: string): Promise<boolean> {
  return (await readKept(revisionId)) !== null;
}

/**
 * `GET /dms/revisions/:id/file`: the revision's bytes with the session's headers. Effective revisions
 * (`keepOffline`) are also kept on the device; with no connection the kept copy is answered instead.
 */
export async function fetchRevisionFile(
  revisionId: string,
  options: { keepOffline?: boolean; download?: boolean } = {},
): Promise<DownloadedFile & { fromDevice?: boolean }> {
  try {
    const file = await api.get<DownloadedFile>(revisionFilePath(revisionId), {
      responseType: 'blob',
      headers: { accept: '*/*' },
      query: options.download ? { download: 1 } : undefined,
    });
    if (options.keepOffline) await keep(revisionId, file);
    return file;
  } catch (error) {
    const offline = isNetworkError(error) || (error instanceof ApiError && error.status === 503);
    if (offline) {
      const kept = await readKept(revisionId);
      if (kept) return { ...kept, fromDevice: true };
    }
    throw error;
  }
}

/** Saves a revision's file to the user's downloads (the name the server gives, else `fallbackName`). */
export async function downloadRevisionFile(revisionId: string, fallbackName: string): Promise<void> {
  const file = await fetchRevisionFile(revisionId, { download: true });
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
