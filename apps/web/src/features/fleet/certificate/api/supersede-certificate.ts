import { useMutation } from '@tanstack/react-query';
import { certificateViewResponseSchema, type SupersedeCertificate } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreCertificate } from './save-certificate';

/** `POST /certificates/:id/supersede`. */
export function useSupersedeCertificate() {
  const store = useStoreCertificate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SupersedeCertificate }) =>
      api
        .post(`/certificates/${encodeURIComponent(id)}/supersede`, body, {
          schema: certificateViewResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: store,
  });
}
