import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../../lib/api-client';

/** `GET /purchasing/purchase-orders/:id/pdf`: downloads the PO document and saves it. */
export function useDownloadPurchaseOrderPdf() {
  return useMutation({
    mutationFn: async ({ id, number }: { id: string; number: string }) => {
      const file = await api.get<DownloadedFile>(
        `/purchasing/purchase-orders/${encodeURIComponent(id)}/pdf`,
        {
          responseType: 'blob',
        },
      );
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName ?? `${number}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
