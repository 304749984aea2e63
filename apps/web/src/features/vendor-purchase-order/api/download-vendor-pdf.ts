import { useMutation } from '@tanstack/react-query';
import { PO_VENDOR_TOKEN_HEADER } from '@keel/domain';
import { api, type DownloadedFile } from '../../../lib/api-client';

/** `GET /public/vendor/purchase-order/pdf` with the link token: saves the order's PDF. */
export function useDownloadVendorPdf(token: string) {
  return useMutation({
    mutationFn: async (number: string) => {
      const file = await api.get<DownloadedFile>('/public/vendor/purchase-order/pdf', {
        headers: { [PO_VENDOR_TOKEN_HEADER]: token },
        skipSessionRenewal: true,
        responseType: 'blob',
      });
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
