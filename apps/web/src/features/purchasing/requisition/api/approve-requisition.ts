import type { RequisitionTransition } from '@keel/domain';
import { useRequisitionTransition } from './transition';

/** `POST /purchasing/requisitions/:id/approve`: → APPROVED (moderate_requisition); 409 when stale or not allowed now. */
export const useApproveRequisition = (id: string) =>
  useRequisitionTransition<RequisitionTransition>(id, 'approve');
