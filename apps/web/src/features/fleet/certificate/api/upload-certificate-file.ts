import { useMutation } from '@tanstack/react-query';
import { certificateViewResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreCertificate } from './save-certificate';

/** `POST /certificates/:id/file`: multipart with the certificate's `version` and the scan as `file`. */
export function uploadCertificateFile(id: string, version: number, file: File) {
  const form = new FormData();
  form.append('version', String(version));
  form.append('file', file, file.name);
  return api
    .post(`/certificates/${encodeURIComponent(id)}/file`, form, { schema: certificateViewResponseSchema })
    .then((r) => r.data);
}

/** Attaches a scan to a certificate. */
export function useUploadCertificateFile() {
  const store = useStoreCertificate();
  return useMutation({
    mutationFn: ({ id, version, file }: { id: string; version: number; file: File }) =>
      uploadCertificateFile(id, version, file),
    onSuccess: store,
  });
}
