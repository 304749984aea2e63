import { can, type ActionName } from '@keel/domain';
import { assertCan, assertSidebar, type Actor } from '../access/access.service';

/** Sidebar permission of the ISM manual (documents, revisions, acknowledgements). */
export const DMS_ISM = 'DMS.ism_manual' as const;
/** Sidebar permission of document change requests. */
export const DMS_DCR = 'DMS.dcr' as const;
/** Sidebar permission of the obsolete documents list. */
export const DMS_OBSOLETE = 'DMS.obsolete' as const;

/** The per-ship actions that make a user an office DMS user. */
export const DMS_OFFICE_ACTIONS: readonly ActionName[] = ['manage_documents', 'approve_documents'];

/**
 * True for an office DMS user: an administrator, or anyone holding `manage_documents` or
 * `approve_documents` (on any ship). They see every document and revision. Everyone else reads only
 * the effective revisions distributed to the ships of their scope (a master: his ship).
 */
export function isDmsOffice(actor: Actor): boolean {
  return actor.isAdmin || can(actor.access, DMS_OFFICE_ACTIONS, { mode: 'or' });
}

/** The ships a reader's view is limited to; null for an office DMS user (every document). */
export function dmsReaderShips(actor: Actor): string[] | null {
  return isDmsOffice(actor) ? null : [...actor.access.actionsByShip.keys()];
}

/** 403 unless the actor holds the DMS sidebar permission and `action` (on any ship). */
export function assertDmsAction(
  actor: Actor,
  action: ActionName,
  sidebar: typeof DMS_ISM | typeof DMS_DCR = DMS_ISM,
): void {
  assertSidebar(actor, [sidebar]);
  assertCan(actor, [action]);
}
