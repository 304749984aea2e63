import type { RequisitionTransition } from '@keel/domain';
import { useRequisitionTransition } from './transition';

/** `POST /purchasing/requisitions/:id/close`: → CLOSED (manage_req_status); 409 when stale or not allowed now. */
export const useCloseRequisition = (id: string) =>
  useRequisitionTransition<RequisitionTransition>(id, 'close');
