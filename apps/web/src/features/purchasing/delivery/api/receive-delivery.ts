import type { ReceiptInput } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/receipt — received and rejected quantities`. */
export const useReceiveDelivery = (id: string) =>
  useDeliveryChange<ReceiptInput>('post', (d) => deliveryPath(d, 'receipt'), id);
