import { useMutation } from '@tanstack/react-query';
import { certificateViewResponseSchema, type RenewCertificate } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreCertificate } from './save-certificate';

/** `POST /certificates/:id/renew`: answers the new certificate (the old one is superseded). */
export function useRenewCertificate() {
  const store = useStoreCertificate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewCertificate }) =>
      api
        .post(`/certificates/${encodeURIComponent(id)}/renew`, body, {
          schema: certificateViewResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: store,
  });
}
