import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { certificateViewListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { certificateKeys, type CertificateListInput } from './certificate-keys';

/** `GET /certificates/`: one page of certificates. */
export function listCertificates(query: CertificateListInput, signal?: AbortSignal) {
  return api.get('/certificates/', {
    query: { ...query },
    signal,
    schema: certificateViewListResponseSchema,
  });
}

export const certificateListQuery = (query: CertificateListInput) =>
  queryOptions({
    queryKey: certificateKeys.list(query),
    queryFn: ({ signal }) => listCertificates(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of certificates; the previous page stays on screen while the next loads. */
export const useCertificates = (query: CertificateListInput) => useQuery(certificateListQuery(query));
