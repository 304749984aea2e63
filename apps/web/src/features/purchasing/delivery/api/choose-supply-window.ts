import type { ChooseSupplyWindow } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/supply-window`. */
export const useChooseSupplyWindow = (id: string) =>
  useDeliveryChange<ChooseSupplyWindow>('post', (d) => deliveryPath(d, 'supply-window'), id);
