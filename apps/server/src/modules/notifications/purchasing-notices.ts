import { formatDayUtc } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import * as repo from './notification.repo';
import { notify, usersWithActions } from './notify';

/**
 * The words and recipients of the purchasing flow's notifications, one function per record, each
 * called by the record's service inside the transaction of the change (so a rolled-back change
 * notifies nobody). `notify()` drops whoever cannot open the record, and the actor.
 */

interface RequisitionFacts {
  id: string;
  number: string;
  title: string;
  shipId: string;
  createdById: string | null;
}

const by = (actor: AuditActor) => (actor.name ? ` by ${actor.name}` : '');
const withShip = async (tx: DbOrTx, shipId: string) => (await repo.selectShipName(tx, shipId)) ?? 'its ship';

/** A requisition was submitted (moderators of the ship), approved or sent back (its author). */
export async function noticeRequisition(
  tx: DbOrTx,
  actor: AuditActor,
  event: string,
  r: RequisitionFacts,
  reason?: string | null,
): Promise<void> {
  const link = `/purchasing/requisition/${r.id}`;
  const base = { link, entity: 'requisition', entityId: r.id, shipId: r.shipId };
  const ship = await withShip(tx, r.shipId);
  if (event === 'submit')
    await notify(tx, actor, {
      ...base,
      kind: 'approval_requested',
      recipientIds: await usersWithActions(tx, ['moderate_requisition'], r.shipId),
      title: `Requisition ${r.number} waits for your approval`,
      body: `${r.title} for ${ship}, submitted${by(actor)}.`,
    });
  else if (event === 'approve' && r.createdById)
    await notify(tx, actor, {
      ...base,
      kind: 'approved',
      recipientIds: [r.createdById],
      title: `Requisition ${r.number} was approved`,
      body: `${r.title} for ${ship}, approved${by(actor)}.`,
    });
  else if (event === 'send_back' && r.createdById)
    await notify(tx, actor, {
      ...base,
      kind: 'sent_back',
      recipientIds: [r.createdById],
      title: `Requisition ${r.number} was sent back to you`,
      body: `${r.title} for ${ship}, sent back${by(actor)}${reason ? `: ${reason}` : '.'}`,
    });
}

interface OrderFacts {
  id: string;
  number: string;
  shipId: string;
  createdById: string | null;
}

/**
 * A purchase order was sent for approval (the ship's approvers), fully approved, sent back or
 * declined by the vendor (its author).
 */
export async function noticePurchaseOrder(
  tx: DbOrTx,
  actor: AuditActor,
  event: 'submit' | 'approved' | 'send_back' | 'declined',
  po: OrderFacts,
  reason?: string | null,
): Promise<void> {
  const base = {
    link: `/purchasing/po?po=${po.id}`,
    entity: 'purchase_order',
    entityId: po.id,
    shipId: po.shipId,
  };
  const ship = await withShip(tx, po.shipId);
  const author = po.createdById ? [po.createdById] : [];
  if (event === 'submit')
    await notify(tx, actor, {
      ...base,
      kind: 'approval_requested',
      recipientIds: await usersWithActions(tx, ['approve_purchase_order', 'get_purchase_orders'], po.shipId),
      title: `Purchase order ${po.number} waits for your approval`,
      body: `For ${ship}, sent for approval${by(actor)}.`,
    });
  else if (event === 'approved')
    await notify(tx, actor, {
      ...base,
      kind: 'approved',
      recipientIds: author,
      title: `Purchase order ${po.number} was approved`,
      body: `For ${ship}; it can be sent to the vendor.`,
    });
  else if (event === 'send_back')
    await notify(tx, actor, {
      ...base,
      kind: 'sent_back',
      recipientIds: author,
      title: `Purchase order ${po.number} was sent back to you`,
      body: `For ${ship}, sent back${by(actor)}${reason ? `: ${reason}` : '.'}`,
    });
  else
    await notify(tx, actor, {
      ...base,
      kind: 'declined',
      recipientIds: author,
      title: `The vendor declined purchase order ${po.number}`,
      body: `For ${ship}${reason ? `: ${reason}` : '.'}`,
    });
}

interface RfqFacts {
  id: string;
  number: string;
  shipId: string;
  /** The buyer who created it; read from the RFQ when not given. */
  createdById?: string | null;
}

const buyerOf = async (tx: DbOrTx, rfq: RfqFacts) =>
  rfq.createdById === undefined ? repo.selectRfqCreator(tx, rfq.id) : rfq.createdById;

/** A vendor submitted a quote: the buyer who sent the RFQ hears it. */
export async function noticeQuoteReceived(
  tx: DbOrTx,
  actor: AuditActor,
  rfq: RfqFacts,
  vendorName: string,
): Promise<void> {
  const buyer = await buyerOf(tx, rfq);
  if (!buyer) return;
  await notify(tx, actor, {
    kind: 'quote_received',
    recipientIds: [buyer],
    title: `${vendorName} sent a quote for ${rfq.number}`,
    body: `For ${await withShip(tx, rfq.shipId)}.`,
    link: `/purchasing/po?tab=quotations&rfq=${rfq.id}`,
    entity: 'rfq',
    entityId: rfq.id,
    shipId: rfq.shipId,
  });
}

/**
 * An RFQ was awarded (its purchase orders created) or cancelled. The buyer hears it about the RFQ;
 * whoever raised each of its requisitions (a master on board, typically) hears it about their
 * requisition, the record they can open: a master holds no purchase-order area and could not open
 * the RFQ, so a notice about the RFQ would never reach him. `notify()` still drops anyone who cannot
 * open the requisition (area, ship scope) and the actor.
 */
export async function noticeRfqOutcome(
  tx: DbOrTx,
  actor: AuditActor,
  event: 'awarded' | 'cancelled',
  rfq: RfqFacts,
  reason?: string | null,
): Promise<void> {
  const buyer = await buyerOf(tx, rfq);
  const ship = await withShip(tx, rfq.shipId);
  const awarded = event === 'awarded';
  const orders = awarded ? await repo.selectRfqOrderNumbers(tx, rfq.id) : [];
  const outcome = awarded
    ? `awarded${by(actor)}; ${orders.length === 1 ? 'purchase order' : 'purchase orders'} ${orders.join(', ')} created.`
    : `cancelled${by(actor)}${reason ? `: ${reason}` : '.'}`;
  const kind = awarded ? 'awarded' : 'rfq_cancelled';
  const onShip = { shipId: rfq.shipId, kind } as const;
  if (buyer)
    await notify(tx, actor, {
      ...onShip,
      recipientIds: [buyer],
      title: `RFQ ${rfq.number} was ${awarded ? 'awarded' : 'cancelled'}`,
      body: `For ${ship}, ${outcome}`,
      link: `/purchasing/po?tab=quotations&rfq=${rfq.id}`,
      entity: 'rfq',
      entityId: rfq.id,
    });
  for (const r of await repo.selectRfqRequisitions(tx, rfq.id)) {
    if (r.createdById === buyer) continue;
    await notify(tx, actor, {
      ...onShip,
      recipientIds: [r.createdById],
      title: awarded
        ? `Requisition ${r.number}: ordered (RFQ ${rfq.number} awarded)`
        : `Requisition ${r.number}: RFQ ${rfq.number} was cancelled`,
      body: `${r.title} for ${ship}: RFQ ${rfq.number} ${outcome}`,
      link: `/purchasing/requisition/${r.id}`,
      entity: 'requisition',
      entityId: r.id,
    });
  }
}

/** A delivery is on its way to a ship: those who record receipts there hear it. */
export async function noticeDelivery(
  tx: DbOrTx,
  actor: AuditActor,
  d: { id: string; number: string; shipId: string; port: string | null; eta: string | null },
): Promise<void> {
  const where = [d.port ? `at ${d.port}` : null, d.eta ? `ETA ${formatDayUtc(d.eta)}` : null]
    .filter(Boolean)
    .join(', ');
  await notify(tx, actor, {
    kind: 'delivery_to_receive',
    recipientIds: await usersWithActions(tx, ['manage_delivery_report'], d.shipId),
    title: `Delivery ${d.number} to receive`,
    body: `For ${await withShip(tx, d.shipId)}${where ? `, ${where}` : ''}.`,
    link: `/purchasing/delivery/${d.id}`,
    entity: 'delivery',
    entityId: d.id,
    shipId: d.shipId,
  });
}
