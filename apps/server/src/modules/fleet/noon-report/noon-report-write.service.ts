import type { CreateNoonReport, NoonReportRow, UpdateNoonReport } from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, notFound, staleVersion } from '../../../lib/http-error';
import { assertShipInScope, assertSidebar, findShips, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './noon-report.repo';
import { REPORT_TABLE, loadNoonReport } from './noon-report.service';
import type { NoonReportInsert } from './noon-report.table';
import { toColumns } from './noon-report.view';

/** The audit trail's name of the record. */
const ENTITY = 'noon_report';

/** A deleted report as its audit row keeps it: its own fields, not the neighbours the triggers keep. */
function auditedRecord({ prevReportTime: _p, nextReportTime: _n, ...fields }: repo.NoonReportRecord) {
  return { ...fields, reportTime: fields.reportTime.toISOString() };
}

/**
 * `POST /noon-reports/`: a report for a ship in the actor's scope (another ship → 403, an unknown one
 * → 400 naming `shipId`). Written with its audit row in one transaction.
 */
export async function createNoonReport(db: Db, actor: Actor, body: CreateNoonReport): Promise<NoonReportRow> {
  assertSidebar(actor, [REPORT_TABLE]);
  assertShipInScope(actor, body.shipId);
  const { shipId, ...fields } = body;
  return db.transaction(async (tx) => {
    if ((await findShips(tx, [shipId])).length === 0) throw badRequest('shipId', 'no ship with this id');
    await repo.lockShipReports(tx, shipId);
    const id = await repo.insertNoonReport(tx, {
      shipId,
      ...(toColumns(fields) as Omit<NoonReportInsert, 'shipId'>),
    });
    const view = await loadNoonReport(tx, actor, id);
    await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: id, shipId, after: view });
    return view;
  });
}

/**
 * `PATCH /noon-reports/:id`: the fields sent, if `version` is still the stored one (else 409). The
 * report stays on its ship.
 */
export async function updateNoonReport(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateNoonReport,
): Promise<NoonReportRow> {
  assertSidebar(actor, [REPORT_TABLE]);
  const { version, ...changes } = body;
  return db.transaction(async (tx) => {
    const before = await loadNoonReport(tx, actor, id);
    if (before.version !== version) throw staleVersion('Noon report');
    const columns = toColumns(changes);
    if (Object.keys(columns).length === 0) return before;
    await repo.lockShipReports(tx, before.shipId);
    if (!(await repo.updateNoonReport(tx, id, version, columns))) throw staleVersion('Noon report');
    const after = await loadNoonReport(tx, actor, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: id,
      shipId: after.shipId,
      before,
      after,
    });
    return after;
  });
}

/** `DELETE /noon-reports/:id?version=`: removes a report read at `version` (else 409). */
export async function deleteNoonReport(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  assertSidebar(actor, [REPORT_TABLE]);
  await db.transaction(async (tx) => {
    const before = await repo.findNoonReport(tx, id);
    if (!before) throw notFound('Noon report');
    assertShipInScope(actor, before.shipId);
    await repo.lockShipReports(tx, before.shipId);
    if (before.version !== version || !(await repo.deleteNoonReport(tx, id, version)))
      throw staleVersion('Noon report');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      shipId: before.shipId,
      before: auditedRecord(before),
    });
  });
}
