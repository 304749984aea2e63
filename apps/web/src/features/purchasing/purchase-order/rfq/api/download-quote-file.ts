import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../../../lib/api-client';

/** `GET /purchasing/rfqs/:rfqId/attachments/:id`: downloads a vendor's file of a submitted quote. */
export function useDownloadQuoteFile(rfqId: string) {
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const file = await api.get<DownloadedFile>(`/purchasing/rfqs/${rfqId}/attachments/${id}`, {
        responseType: 'blob',
      });
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName ?? fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
