import type { DiscrepancyReportBody } from '@keel/domain';
import { deliveryPath, useDeliveryChange } from './delivery-mutation';

/** `POST …/:id/discrepancy-report`. */
export const useReportDiscrepancy = (id: string) =>
  useDeliveryChange<DiscrepancyReportBody>('post', (d) => deliveryPath(d, 'discrepancy-report'), id);
