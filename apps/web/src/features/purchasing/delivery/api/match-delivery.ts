import type { MatchDelivery } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/match — links unassigned goods to a PO`. */
export const useMatchDelivery = (id: string) =>
  useDeliveryChange<MatchDelivery>('post', (d) => deliveryPath(d, 'match'), id);
