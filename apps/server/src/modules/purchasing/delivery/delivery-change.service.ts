import type {
  CancelDelivery,
  ChooseSupplyWindow,
  DeliveryDetail,
  DeliveryEventBody,
  UpdateDelivery,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { DELIVERIES, checkReferences, lockForChange, nextState, saveChange } from './delivery.service';
import { detailOf } from './delivery.view';

const OPEN: string[] = ['PLANNED', 'IN_TRANSIT', 'AT_AGENT'];

/** `PATCH /purchasing/deliveries/:id`: header fields while goods are still on their way (manage_delivery). */
export async function updateDelivery(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateDelivery,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery');
    if (!OPEN.includes(row.state)) throw conflict(`Cannot edit delivery ${row.number} in state ${row.state}`);
    await checkReferences(tx, row.shipId, body);
    const { version: _v, ...values } = body;
    if (values.senderName !== undefined && row.purchaseOrderId) delete values.senderName;
    return saveChange(tx, actor, await detailOf(tx, id), values, 'update');
  });
}

/** `POST …/:id/cancel`: while nothing was received (machine `cancel`), with a reason. */
export async function cancelDelivery(
  db: Db,
  actor: Actor,
  id: string,
  body: CancelDelivery,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery');
    const state = nextState(row.state, 'cancel');
    return saveChange(tx, actor, await detailOf(tx, id), { state, cancelReason: body.reason }, 'cancel');
  });
}

/** `POST …/:id/events`: dispatched (IN_TRANSIT) or arrived at the agent (AT_AGENT). */
export async function recordDeliveryEvent(
  db: Db,
  actor: Actor,
  id: string,
  body: DeliveryEventBody,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery');
    if (body.event === 'arriveAtAgent' && row.toParty !== 'agent' && !row.agentId)
      throw conflict(`Delivery ${row.number} does not go through an agent`);
    const state = nextState(row.state, body.event);
    return saveChange(tx, actor, await detailOf(tx, id), { state }, body.event);
  });
}

/** `POST …/:id/supply-window`: chooses one of the ship's supply windows (or none) while goods are on their way. */
export async function chooseSupplyWindow(
  db: Db,
  actor: Actor,
  id: string,
  body: ChooseSupplyWindow,
): Promise<DeliveryDetail> {
  assertSidebar(actor, [DELIVERIES]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, body.version, 'manage_delivery');
    if (!OPEN.includes(row.state))
      throw conflict(`Cannot change the supply window of delivery ${row.number} in state ${row.state}`);
    await checkReferences(tx, row.shipId, body);
    return saveChange(
      tx,
      actor,
      await detailOf(tx, id),
      { supplyWindowId: body.supplyWindowId },
      'choose_supply_window',
    );
  });
}
