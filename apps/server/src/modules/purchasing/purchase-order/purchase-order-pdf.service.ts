import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../access/access.service';
import { vendors } from '../vendor/vendor.table';
import * as repo from './purchase-order.repo';
import { renderPurchaseOrderPdf } from './purchase-order.pdf';
import { getPurchaseOrder } from './purchase-order.service';
import { companyOf } from './purchase-order.view';

/** `GET …/:id/pdf` (get_purchase_orders on the order's ship): the A4 document of the current revision. */
export async function purchaseOrderPdf(db: Db, actor: Actor, id: string) {
  const order = await getPurchaseOrder(db, actor, id);
  const { companyName } = await companyOf(db);
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
  const bytes = await renderPurchaseOrderPdf(order, {
    companyName,
    vendorAddress: vendor
      ? [...vendor.addressLines, [vendor.postalCode, vendor.city].filter(Boolean).join(' '), vendor.country]
      : [],
    agentLine: agent ? [agent.name, agent.phone, agent.email].filter(Boolean).join(', ') : null,
    generatedAt: new Date(),
  });
  return { fileName: `${order.number}-rev${order.revision}.pdf`, bytes };
}
