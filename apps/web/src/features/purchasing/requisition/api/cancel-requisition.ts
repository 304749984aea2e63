import type { CancelRequisitionBody } from '@keel/domain';
import { useRequisitionTransition } from './transition';

/** `POST /purchasing/requisitions/:id/cancel`: → the unordered remainder cancelled (cancel_requisition); 409 when stale or not allowed now. */
export const useCancelRequisition = (id: string) =>
  useRequisitionTransition<CancelRequisitionBody>(id, 'cancel');
