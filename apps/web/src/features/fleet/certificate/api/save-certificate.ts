import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  certificateViewResponseSchema,
  type CertificateView,
  type CreateCertificate,
  type UpdateCertificate,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

/** Stores a certificate the server returned after a change and marks every certificate view stale. */
export function useStoreCertificate() {
  const queryClient = useQueryClient();
  return (certificate: CertificateView) => {
    queryClient.setQueryData(certificateKeys.detail(certificate.id), certificate);
    void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
  };
}

/** `POST /certificates/`. */
export function useCreateCertificate() {
  const store = useStoreCertificate();
  return useMutation({
    mutationFn: (body: CreateCertificate) =>
      api.post('/certificates/', body, { schema: certificateViewResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `PATCH /certificates/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateCertificate() {
  const store = useStoreCertificate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCertificate }) =>
      api
        .patch(`/certificates/${encodeURIComponent(id)}`, body, { schema: certificateViewResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
