import {
  type APPLIANCE_SORT_FIELDS,
  compareVersions,
  standingOf,
  type Appliance,
  type ApplianceInstall,
  type ApplianceType,
  type TargetRule,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { selectTargets } from '../appliance-target/appliance-target.repo';
import type { ApplianceRow, InstallRow } from './appliance.repo';

/** The targets as matching rules. */
export async function loadTargetRules(db: DbOrTx): Promise<TargetRule[]> {
  return (await selectTargets(db)).map((t) => ({
    id: t.id,
    type: t.type as ApplianceType,
    maker: t.maker,
    model: t.model,
    targetVersion: t.targetVersion,
  }));
}

/** An appliance row in the API's shape, with its target and standing. */
export function toApplianceView(
  row: ApplianceRow,
  shipName: string,
  targets: readonly TargetRule[],
): Appliance {
  const type = row.type as ApplianceType;
  const { target, standing } = standingOf({ ...row, type }, targets);
  return {
    id: row.id,
    shipId: row.shipId,
    shipName,
    type,
    name: row.name,
    maker: row.maker,
    model: row.model,
    serialNumber: row.serialNumber,
    softwareName: row.softwareName,
    softwareVersion: row.softwareVersion,
    installedOn: row.installedOn,
    status: row.status as Appliance['status'],
    notes: row.notes,
    targetId: target?.id ?? null,
    targetVersion: target?.targetVersion ?? null,
    standing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A history row in the API's shape. */
export function toInstallView(row: InstallRow): ApplianceInstall {
  return {
    id: row.id,
    applianceId: row.applianceId,
    softwareName: row.softwareName,
    softwareVersion: row.softwareVersion,
    previousVersion: row.previousVersion,
    installedOn: row.installedOn,
    installedBy: row.installedBy,
    notes: row.notes,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  };
}

type SortField = (typeof APPLIANCE_SORT_FIELDS)[number];
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** Orders appliances by a register field (versions by {@link compareVersions}), then ship and name. */
export function applianceComparator(field: SortField, desc: boolean) {
  const primary = (a: Appliance, b: Appliance): number => {
    switch (field) {
      case 'softwareVersion':
        return compareVersions(a.softwareVersion, b.softwareVersion);
      case 'installedOn':
        return a.installedOn.localeCompare(b.installedOn);
      case 'updatedAt':
        return a.updatedAt.localeCompare(b.updatedAt);
      default:
        return text(a[field], b[field]);
    }
  };
  return (a: Appliance, b: Appliance) =>
    (desc ? -primary(a, b) : primary(a, b)) ||
    text(a.shipName, b.shipName) ||
    text(a.name, b.name) ||
    a.id.localeCompare(b.id);
}
