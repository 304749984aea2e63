import type { RequisitionTransition } from '@keel/domain';
import { useRequisitionTransition } from './transition';

/** `POST /purchasing/requisitions/:id/submit`: → SUBMITTED (manage_req_status); 409 when stale or not allowed now. */
export const useSubmitRequisition = (id: string) =>
  useRequisitionTransition<RequisitionTransition>(id, 'submit');
