import type { SendBackRequisition } from '@keel/domain';
import { useRequisitionTransition } from './transition';

/** `POST /purchasing/requisitions/:id/send-back`: → DRAFT with a reason (moderate_requisition); 409 when stale or not allowed now. */
export const useSendBackRequisition = (id: string) =>
  useRequisitionTransition<SendBackRequisition>(id, 'send-back');
