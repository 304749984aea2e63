import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../access/access.service';

/** The stored file a link points at, as the kind's resolver found it for the user. */
export interface ResolvedSharedFile {
  /** The key in the file storage (never leaves the server). */
  storageKey: string;
  fileName: string;
  contentType: string;
  /** The ship the file belongs to, null for company files. */
  shipId: string | null;
  /** Size in bytes when the resolver knows it (else the storage is asked). */
  size?: number;
}

/**
 * Finds a file of one kind for a user. It runs the owning module's own read check and throws the
 * usual 403/404 (HttpError) when the user may not read the file or it does not exist.
 */
export type SharedFileResolver = (
  ctx: AppContext,
  user: Actor,
  recordId: string,
  tx: DbOrTx,
) => Promise<ResolvedSharedFile>;

const kinds = new Map<string, SharedFileResolver>();

/**
 * Makes a kind of stored file shareable by link (`certificate-file`, `dms-revision`, …). A module
 * registers its kinds when its routes are registered; registering a kind again replaces its resolver
 * (several apps in one test process register the same kinds).
 */
export function registerSharedFileKind(kind: string, resolve: SharedFileResolver): void {
  if (!/^[a-z][a-z0-9-]{1,39}$/.test(kind)) throw new Error(`invalid shared file kind: ${kind}`);
  kinds.set(kind, resolve);
}

/** The resolver of a kind, or undefined when no module registered it. */
export function sharedFileResolver(kind: string): SharedFileResolver | undefined {
  return kinds.get(kind);
}

/** The registered kinds, sorted (for messages and docs). */
export function sharedFileKinds(): string[] {
  return [...kinds.keys()].sort();
}
