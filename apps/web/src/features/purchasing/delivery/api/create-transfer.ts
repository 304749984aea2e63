import type { CreateTransferInput } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/transfers — answers the new transfer`. */
export const useCreateTransfer = (id: string) =>
  useDeliveryChange<CreateTransferInput>('post', (d) => deliveryPath(d, 'transfers'), id);
