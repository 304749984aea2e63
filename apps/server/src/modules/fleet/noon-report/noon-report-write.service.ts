import type { CreateNoonReport, NoonReportRow, UpdateNoonReport } from '@keel/domain';
import type { Db } from '../../../db/client';
import { duplicateNoonReportMessage } from '@keel/domain';
import { badRequest, HttpError, notFound, staleVersion } from '../../../lib/http-error';
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

/** 409 naming the ship's report at the time of a new or moved report (its time and voyage). */
function duplicateReport(existing: { reportTime: Date; voyage: string | null }, correctable: boolean) {
  const message = duplicateNoonReportMessage(existing.reportTime.toISOString(), existing.voyage, correctable);
  return new HttpError(409, message, [{ field: 'reportTime', message }]);
}

/** What a new report did: added a report, or replaced the ship's report of the same time (a correction). */
export interface NoonReportWrite {
  report: NoonReportRow;
  replaced: boolean;
}

/**
 * `POST /noon-reports/`: a report for a ship in the actor's scope (another ship → 403, an unknown one
 * → 400 naming `shipId`). A report at the time of one the ship has is refused (409 naming that report),
 * unless `correction` is set: it then replaces that report (same id, version + 1, audit action
 * `correct` with before and after), so the row triggers (API JSON, counts, neighbours) see an update.
 * Written with its audit row in one transaction.
 */
export async function createNoonReport(
  db: Db,
  actor: Actor,
  body: CreateNoonReport,
): Promise<NoonReportWrite> {
  assertSidebar(actor, [REPORT_TABLE]);
  assertShipInScope(actor, body.shipId);
  const { shipId, correction, ...fields } = body;
  return db.transaction(async (tx) => {
    if ((await findShips(tx, [shipId])).length === 0) throw badRequest('shipId', 'no ship with this id');
    await repo.lockShipReports(tx, shipId);
    const [existing] = await repo.findShipReportsAt(tx, shipId, new Date(fields.reportTime));
    if (existing && !correction) throw duplicateReport(existing, true);
    if (existing) {
      const before = await loadNoonReport(tx, actor, existing.id);
      if (!(await repo.updateNoonReport(tx, existing.id, existing.version, toColumns(fields))))
        throw staleVersion('Noon report');
      const after = await loadNoonReport(tx, actor, existing.id);
      await recordAudit(tx, actor, {
        action: 'correct',
        entity: ENTITY,
        entityId: existing.id,
        shipId,
        before,
        after,
      });
      return { report: after, replaced: true };
    }
    const id = await repo.insertNoonReport(tx, {
      shipId,
      ...(toColumns(fields) as Omit<NoonReportInsert, 'shipId'>),
    });
    const view = await loadNoonReport(tx, actor, id);
    await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: id, shipId, after: view });
    return { report: view, replaced: false };
  });
}

/**
 * `PATCH /noon-reports/:id`: the fields sent, if `version` is still the stored one (else 409). The
 * report stays on its ship; moving it to the time of another of the ship's reports is a 409 naming that
 * report (delete one of the two, or correct it, instead).
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
    if (columns.reportTime) {
      const twins = await repo.findShipReportsAt(tx, before.shipId, columns.reportTime);
      const other = twins.find((r) => r.id !== id);
      if (other) throw duplicateReport(other, false);
    }
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
