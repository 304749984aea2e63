import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { certificateDueResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { certificateKeys, type CertificateDueInput } from './certificate-keys';

/** `GET /certificates/due`: what falls due within 30/60/90 days, with the counts of each horizon. */
export function getDueCertificates(query: CertificateDueInput, signal?: AbortSignal) {
  return api.get('/certificates/due', { query: { ...query }, signal, schema: certificateDueResponseSchema });
}

export const dueCertificatesQuery = (query: CertificateDueInput) =>
  queryOptions({
    queryKey: certificateKeys.due(query),
    queryFn: ({ signal }) => getDueCertificates(query, signal),
    placeholderData: keepPreviousData,
  });

/** The dashboard's "falls due" list. */
export const useDueCertificates = (query: CertificateDueInput) => useQuery(dueCertificatesQuery(query));
