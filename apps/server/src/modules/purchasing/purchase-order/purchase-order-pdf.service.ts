import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../access/access.service';
import { findShips } from '../../access/access.service';
import { companySettings } from '../../config/approval-tiers.service';
import { vendors } from '../vendor/vendor.table';
import * as repo from './purchase-order.repo';
import { renderPurchaseOrderPdf } from './purchase-order.pdf';
import { getPurchaseOrder } from './purchase-order.service';

/** The lines of a multi-line setting, trimmed, without empty lines. */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * The A4 document of an order's current revision (no permission check: the callers check). It carries
 * the company's invoice address (company settings) and the ship's IMO number.
 */
export async function renderOrderDocument(db: DbOrTx, order: PurchaseOrderDetail) {
  const { companyName, invoiceAddress } = await companySettings(db);
  const [vendor] = await db
    .select({
      addressLines: vendors.addressLines,
      city: vendors.city,
      postalCode: vendors.postalCode,
      country: vendors.country,
    })
    .from(vendors)
    .where(eq(vendors.id, order.vendorId))
    .limit(1);
  const agent = order.agentId ? await repo.findAgent(db, order.agentId) : undefined;
  const [ship] = await findShips(db, [order.shipId]);
  const bytes = await renderPurchaseOrderPdf(order, {
    companyName,
    invoiceAddress: linesOf(invoiceAddress),
    vendorAddress: vendor
      ? [...vendor.addressLines, [vendor.postalCode, vendor.city].filter(Boolean).join(' '), vendor.country]
      : [],
    agentLine: agent ? [agent.name, agent.phone, agent.email].filter(Boolean).join(', ') : null,
    shipImo: ship?.imo ?? null,
    generatedAt: new Date(),
  });
  return { fileName: `${order.number}-rev${order.revision}.pdf`, bytes };
}

/** `GET …/:id/pdf` (get_purchase_orders on the order's ship): the A4 document of the current revision. */
export async function purchaseOrderPdf(db: Db, actor: Actor, id: string) {
  const order = await getPurchaseOrder(db, actor, id);
  return renderOrderDocument(db, order);
}
