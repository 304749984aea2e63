import { useQuery } from '@tanstack/react-query';
import { requisitionListResponseSchema, vendorListResponseSchema } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `GET /purchasing/requisitions?shipId=&state=APPROVED`: what a new RFQ can be made from. */
export const useApprovedRequisitions = (shipId: string) =>
  useQuery({
    queryKey: rfqKeys.approvedRequisitions(shipId),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/requisitions', {
          signal,
          query: { shipId, state: 'APPROVED', limit: 100 },
          schema: requisitionListResponseSchema,
        })
        .then((r) => r.data),
    enabled: shipId !== '',
  });

/** `GET /purchasing/vendors/?active=true&q=`: active vendors for the invitation picker. */
export const useActiveVendors = (q: string) =>
  useQuery({
    queryKey: rfqKeys.vendors(q),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/vendors/', {
          signal,
          query: { active: 'true', limit: 25, sort: 'name', ...(q ? { q } : {}) },
          schema: vendorListResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** `GET /purchasing/requisitions/:id` (head only): the ship of a requisition given in the URL. */
export const useRequisitionShip = (id: string | null) =>
  useQuery({
    queryKey: [...rfqKeys.all, 'requisition-ship', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { shipId: string; state: string; number: string } }>(`/purchasing/requisitions/${id}`, {
          signal,
        })
        .then((r) => r.data),
    enabled: id !== null,
  });
