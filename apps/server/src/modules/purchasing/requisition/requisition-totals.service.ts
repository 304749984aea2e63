import type { ListTotals, RequisitionListQuery } from '@keel/domain';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../lib/list-query';
import { assertShipInScope, assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import { totalInBaseCurrency } from '../list-totals.service';
import * as repo from './requisition.repo';
import { REQUISITIONS } from './requisition.service';

/**
 * `GET /purchasing/requisitions/totals`: the estimated amounts of every requisition the list's filters
 * find (all pages, same checks and ship scope as the list), in the company's base currency at today's
 * rates; `count` is the number of requisitions with an estimate in the total.
 */
export async function requisitionTotals(
  db: Db,
  actor: Actor,
  query: Omit<RequisitionListQuery, 'offset' | 'limit' | 'sort'>,
): Promise<ListTotals> {
  assertSidebar(actor, [REQUISITIONS]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sums = await repo.sumEstimates(db, {
    shipIds: shipFilter(actor),
    ...(query.shipId ? { shipId: query.shipId } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.priority !== undefined ? { priority: query.priority } : {}),
    ...(query.department ? { department: query.department } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
  });
  return totalInBaseCurrency(db, sums);
}
