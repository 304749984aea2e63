import type { CancelDelivery } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/cancel — with a reason`. */
export const useCancelDelivery = (id: string) =>
  useDeliveryChange<CancelDelivery>('post', (d) => deliveryPath(d, 'cancel'), id);
