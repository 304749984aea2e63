import { eq } from 'drizzle-orm';
import type { CreateDocument } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { HttpError, badRequest } from '../../../lib/http-error';
import { findShips } from '../../access/access.service';
import { resolveShipFamily } from '../../config/config.service';
import { users } from '../../users/user.table';
import * as repo from './document.repo';

/**
 * The ship families of a distribution as the company settings spell them (any case given), or a 400
 * on `distribution.shipFamilies.<i>` for a family the settings do not hold. The settings' families are
 * the list a document is distributed by (a ship's `family` follows them: config `placeShipInFamily`).
 */
export async function configuredShipFamilies(tx: DbOrTx, families: readonly string[]): Promise<string[]> {
  const spelled: string[] = [];
  for (const [i, name] of families.entries()) {
    try {
      spelled.push(await resolveShipFamily(tx, name));
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 400)) throw error;
      throw badRequest(
        `distribution.shipFamilies.${i}`,
        `there is no ship family named "${name}"; add it in the company settings first`,
      );
    }
  }
  return [...new Set(spelled)];
}

/**
 * Checks what a document points at — its chapter, listed ships, ship families (the company settings')
 * and owner — and answers the distribution's families in the settings' spelling.
 */
export async function checkDocumentRefs(tx: DbOrTx, body: CreateDocument): Promise<string[]> {
  if (!(await repo.findChapter(tx, body.chapterId))) throw badRequest('chapterId', 'no such chapter');
  const shipIds = body.distribution.shipIds;
  if (shipIds.length) {
    const found = await findShips(tx, shipIds);
    if (found.length !== new Set(shipIds).size)
      throw badRequest('distribution.shipIds', 'holds an unknown ship');
  }
  if (body.ownerUserId) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.ownerUserId));
    if (!owner) throw badRequest('ownerUserId', 'no such user');
  }
  return configuredShipFamilies(tx, body.distribution.shipFamilies);
}
