import type { UpdateDelivery } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `PATCH /purchasing/deliveries/:id — header fields (409 when stale)`. */
export const useUpdateDelivery = (id: string) =>
  useDeliveryChange<UpdateDelivery>('patch', (d) => deliveryPath(d, ''), id);
