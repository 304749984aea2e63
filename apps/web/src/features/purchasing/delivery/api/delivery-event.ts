import type { DeliveryEventBody } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/events — dispatched or arrived at the agent`. */
export const useDeliveryEvent = (id: string) =>
  useDeliveryChange<DeliveryEventBody>('post', (d) => deliveryPath(d, 'events'), id);
