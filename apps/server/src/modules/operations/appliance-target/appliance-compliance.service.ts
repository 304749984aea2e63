import {
  APPLIANCE_COMPLIANCE_SORT_FIELDS,
  compareVersions,
  type ApplianceCompliance,
  type ApplianceComplianceQuery,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { sortOf } from '../../../lib/list-query';
import { assertShipInScope, assertSidebar, type Actor } from '../../access/access.service';
import { registerAppliances } from '../appliance/appliance.service';

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/**
 * `GET /appliance-targets/compliance/`: the in-service appliances of the user's ships that have a
 * target, with where their installed version stands (`behind` by default: which ships lag).
 */
export async function listCompliance(db: Db, actor: Actor, query: ApplianceComplianceQuery) {
  assertSidebar(actor, ['appliance.manage']);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, APPLIANCE_COMPLIANCE_SORT_FIELDS, 'shipName');
  const appliances = await registerAppliances(db, actor, {
    status: 'in_service',
    ...(query.shipId ? { shipId: query.shipId } : {}),
    ...(query.type ? { type: query.type } : {}),
  });
  const q = query.q?.toLowerCase();
  const rows: ApplianceCompliance[] = [];
  for (const a of appliances) {
    if (a.standing === 'no_target' || !a.targetId || !a.targetVersion) continue;
    if (query.standing !== 'all' && a.standing !== query.standing) continue;
    if (q && !`${a.shipName} ${a.name} ${a.maker} ${a.model} ${a.softwareVersion}`.toLowerCase().includes(q))
      continue;
    rows.push({
      applianceId: a.id,
      shipId: a.shipId,
      shipName: a.shipName,
      type: a.type,
      name: a.name,
      maker: a.maker,
      model: a.model,
      softwareVersion: a.softwareVersion,
      installedOn: a.installedOn,
      targetId: a.targetId,
      targetVersion: a.targetVersion,
      standing: a.standing,
    });
  }
  const primary = (a: ApplianceCompliance, b: ApplianceCompliance) =>
    sort.field === 'softwareVersion'
      ? compareVersions(a.softwareVersion, b.softwareVersion)
      : text(a[sort.field], b[sort.field]);
  rows.sort(
    (a, b) =>
      (sort.desc ? -primary(a, b) : primary(a, b)) ||
      text(a.shipName, b.shipName) ||
      text(a.type, b.type) ||
      text(a.name, b.name),
  );
  return {
    data: rows.slice(query.offset, query.offset + query.limit),
    page: { total: rows.length, offset: query.offset, limit: query.limit },
  };
}
