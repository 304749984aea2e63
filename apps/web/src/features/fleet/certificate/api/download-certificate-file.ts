import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../../lib/api-client';

/** `GET /certificates/:id/file`: the scan's bytes and stored name. */
export function downloadCertificateFile(id: string) {
  return api.get<DownloadedFile>(`/certificates/${encodeURIComponent(id)}/file`, {
    responseType: 'blob',
    headers: { accept: '*/*' },
  });
}

/** Hands a downloaded file to the browser as a download. */
export function saveDownloadedFile(file: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a certificate's scan (with the session's headers, so not a plain link). */
export function useDownloadCertificateFile() {
  return useMutation({
    mutationFn: async ({ id, fallbackName }: { id: string; fallbackName: string }) =>
      saveDownloadedFile(await downloadCertificateFile(id), fallbackName),
  });
}
