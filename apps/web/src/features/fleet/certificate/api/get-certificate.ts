import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateViewResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

/** `GET /certificates/:id`. */
export function getCertificate(id: string, signal?: AbortSignal) {
  return api
    .get(`/certificates/${encodeURIComponent(id)}`, { signal, schema: certificateViewResponseSchema })
    .then((r) => r.data);
}

export const certificateQuery = (id: string) =>
  queryOptions({ queryKey: certificateKeys.detail(id), queryFn: ({ signal }) => getCertificate(id, signal) });

/** One certificate (the edit and renew dialogs read the current version). */
export const useCertificate = (id: string) => useQuery(certificateQuery(id));
