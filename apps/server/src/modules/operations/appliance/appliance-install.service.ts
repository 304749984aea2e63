import { addCalendarDays, compareCalendarDates, type Appliance, type InstallSoftware } from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict, staleVersion } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './appliance.repo';
import { applianceViews, loadAppliance } from './appliance.service';
import { toInstallView } from './appliance-view';

/** Today's UTC calendar day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * `POST /appliances/:id/installs`: records a software/firmware installation on board: the appliance
 * now runs the new version, and the history keeps who installed what when (with the version it
 * replaced). The date may not lie before the current installation nor after tomorrow (UTC; a ship
 * east of Greenwich is a day ahead). Optimistic lock on the appliance's `version`.
 */
export async function installSoftware(
  db: Db,
  actor: Actor,
  id: string,
  body: InstallSoftware,
): Promise<Appliance> {
  assertSidebar(actor, ['appliance.versions']);
  return db.transaction(async (tx) => {
    const current = await loadAppliance(tx, actor, id);
    if (current.version !== body.version) throw staleVersion('Appliance');
    if (current.status === 'removed')
      throw conflict('Cannot install software on a removed appliance; reinstate it first');
    if (compareCalendarDates(body.installedOn, current.installedOn) < 0)
      throw badRequest(
        'installedOn',
        `must not be before the current installation of ${current.installedOn}`,
      );
    if (compareCalendarDates(body.installedOn, addCalendarDays(todayUtc(), 1)) > 0)
      throw badRequest('installedOn', 'must not be in the future');
    const [before] = await applianceViews(tx, [current]);
    const updated = await repo.updateAppliance(tx, id, body.version, {
      softwareName: body.softwareName,
      softwareVersion: body.softwareVersion,
      installedOn: body.installedOn,
    });
    if (!updated) throw staleVersion('Appliance');
    const install = await repo.insertInstall(tx, {
      applianceId: id,
      shipId: updated.shipId,
      softwareName: body.softwareName,
      softwareVersion: body.softwareVersion,
      previousVersion: current.softwareVersion,
      installedOn: body.installedOn,
      installedBy: body.installedBy,
      notes: body.notes,
      recordedById: actor.id,
      recordedByName: actor.name,
    });
    const [after] = await applianceViews(tx, [updated]);
    await recordAudit(tx, actor, {
      action: 'install',
      entity: 'appliance',
      entityId: id,
      shipId: updated.shipId,
      before,
      after: { ...after, install: toInstallView(install) },
    });
    return after!;
  });
}

/** `GET /appliances/:id/installs`: the version history, newest first. */
export async function listInstalls(
  db: Db,
  actor: Actor,
  id: string,
  page: { offset: number; limit: number },
) {
  assertSidebar(actor, ['appliance.versions']);
  await loadAppliance(db, actor, id);
  const { rows, total } = await repo.listInstalls(db, id, page);
  return { data: rows.map(toInstallView), page: { total, offset: page.offset, limit: page.limit } };
}
