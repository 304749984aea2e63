import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { certificateMatrixResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { certificateKeys, type CertificateMatrixInput } from './certificate-keys';

/** `GET /certificates/matrix`: ships × certificate types with derived states. */
export function getCertificateMatrix(query: CertificateMatrixInput, signal?: AbortSignal) {
  return api.get('/certificates/matrix', {
    query: { ...query },
    signal,
    schema: certificateMatrixResponseSchema,
  });
}

export const certificateMatrixQuery = (query: CertificateMatrixInput) =>
  queryOptions({
    queryKey: certificateKeys.matrix(query),
    queryFn: ({ signal }) => getCertificateMatrix(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the fleet matrix. */
export const useCertificateMatrix = (query: CertificateMatrixInput, enabled = true) =>
  useQuery({ ...certificateMatrixQuery(query), enabled });
