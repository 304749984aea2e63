import { useMutation } from '@tanstack/react-query';
import { raisedRequisitionSchema, type RaiseRequisition, type RaisedRequisition } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartPath } from './spare-part-keys';

/** `POST /pms/spare-parts/:id/requisition`: a DRAFT requisition for the ship, pre-filled with the part. */
export const useRaiseRequisition = (id: string) =>
  useMutation({
    mutationFn: (body: RaiseRequisition): Promise<RaisedRequisition> =>
      api
        .post(sparePartPath(id, '/requisition'), body, { schema: raisedRequisitionSchema })
        .then((r) => r.data),
  });
