import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_APPROVAL_TIERS, type ApprovalTiersConfig, type UpdateApprovalTiers } from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { assertAdmin, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { invalidateConfigCache } from './config-cache';
import { findConfig } from './config.repo';
import { companyConfig } from './config.table';

const stale = () => conflict('The company settings were changed by someone else; reload them and try again');

async function current(db: DbOrTx): Promise<ApprovalTiersConfig> {
  const row = await findConfig(db);
  return row
    ? { tiers: row.approvalTiers, baseCurrency: row.baseCurrency, version: row.version }
    : { tiers: [...DEFAULT_APPROVAL_TIERS], baseCurrency: 'USD', version: 1 };
}

/** `GET /config/approval-tiers/`: the purchase-order approval tiers (amounts in the base currency). */
export function getApprovalTiers(db: Db, _actor: Actor): Promise<ApprovalTiersConfig> {
  return current(db);
}

/**
 * `PUT /config/approval-tiers/` (administrators): replaces the tiers; optimistic lock on the company
 * settings' version. Orders already approved keep their approvals; pending ones are measured against
 * the new tiers at their next approval.
 */
export async function updateApprovalTiers(
  db: Db,
  actor: Actor,
  body: UpdateApprovalTiers,
): Promise<ApprovalTiersConfig> {
  assertAdmin(actor, 'change the approval tiers');
  return db.transaction(async (tx) => {
    const before = await current(tx);
    if (before.version !== body.version) throw stale();
    const exists = await findConfig(tx);
    invalidateConfigCache();
    const rows = exists
      ? await tx
          .update(companyConfig)
          .set({
            approvalTiers: body.tiers,
            version: sql`${companyConfig.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(companyConfig.id, 1), eq(companyConfig.version, body.version)))
          .returning()
      : await tx
          .insert(companyConfig)
          .values({ id: 1, companyName: 'Keel', baseCurrency: 'USD', approvalTiers: body.tiers, version: 2 })
          .onConflictDoNothing()
          .returning();
    if (rows.length === 0) throw stale();
    const after = await current(tx);
    await recordAudit(tx, actor, {
      action: 'update_approval_tiers',
      entity: 'config',
      entityId: '1',
      before,
      after,
    });
    return after;
  });
}

/**
 * For other modules (purchase orders, bills, invoices): company name, base currency, invoice address, approval
 * tiers, VAT id and the bill match tolerance (null: the server default), with the
 * defaults of a database that was never configured. No permission check.
 */
export async function companySettings(db: DbOrTx) {
  const row = await findConfig(db);
  return {
    companyName: row?.companyName ?? 'Keel',
    baseCurrency: row?.baseCurrency ?? 'USD',
    invoiceAddress: row?.invoiceAddress ?? '',
    approvalTiers: row?.approvalTiers ?? [...DEFAULT_APPROVAL_TIERS],
    vatId: row?.vatId ?? null,
    billTolerancePercent: row?.billTolerancePercent ?? null,
    billToleranceAbsolute: row?.billToleranceAbsolute ?? null,
  };
}
