import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { ComponentScope } from './component-access';
import { pmsComponents } from './component.table';

/**
 * The tree a component belongs to, or null when there is no such component. No permission check: the
 * caller (jobs, spare parts) checks its own, e.g. `assertShipInScope(actor, scope.shipId)`.
 */
export async function componentScope(tx: DbOrTx, componentId: string): Promise<ComponentScope | null> {
  const [row] = await tx
    .select({ shipId: pmsComponents.shipId, catalogueId: pmsComponents.catalogueId })
    .from(pmsComponents)
    .where(eq(pmsComponents.id, componentId));
  if (!row) return null;
  return row.shipId
    ? { shipId: row.shipId, catalogueId: null }
    : { shipId: null, catalogueId: row.catalogueId! };
}
