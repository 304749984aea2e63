import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceResponseSchema,
  type CreateInvoiceInput,
  type InvoiceDetail,
  type UpdateInvoiceInput,
} from '@keel/domain';
import { api, type DownloadedFile } from '../../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

const path = (id: string) => `/accounting/invoices/${encodeURIComponent(id)}`;

/** Puts a saved invoice into the cache and refreshes lists, totals, ageing and sources. */
function useStore() {
  const queryClient = useQueryClient();
  return (invoice: InvoiceDetail) => {
    queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    for (const key of ['list', 'totals', 'ageing', 'sources'])
      void queryClient.invalidateQueries({ queryKey: [...invoiceKeys.all, key] });
  };
}

/** `POST /accounting/invoices` (a draft) or `PUT /accounting/invoices/:id` (with the version read). */
export function useSaveInvoice() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateInvoiceInput | UpdateInvoiceInput }) =>
      (id
        ? api.put(path(id), body, { schema: invoiceResponseSchema })
        : api.post('/accounting/invoices', body, { schema: invoiceResponseSchema })
      ).then((r) => r.data),
    onSuccess: store,
  });
}

/** A workflow step: issue, payments, credit, void. */
export type InvoiceStep = 'issue' | 'payments' | 'credit' | 'void';

/** `POST /accounting/invoices/:id/<step>` with the version read and the step's fields. */
export function useInvoiceStep() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: string; step: InvoiceStep; body: Record<string, unknown> }) =>
      api.post(`${path(id)}/${step}`, body, { schema: invoiceResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `DELETE /accounting/invoices/:id?version=`: removes a draft. */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.delete(path(id), { query: { version } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/**
 * `GET /accounting/invoices/:id/pdf` (or `…/credit-notes/:noteId/pdf` with `noteId`): downloads the
 * invoice or one of its credit notes.
 */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async ({ id, name, noteId }: { id: string; name: string; noteId?: string }) => {
      const url0 = noteId ? `${path(id)}/credit-notes/${noteId}/pdf` : `${path(id)}/pdf`;
      const file = await api.get<DownloadedFile>(url0, { responseType: 'blob' });
      const url = URL.createObjectURL(file.blob);
      const a = Object.assign(document.createElement('a'), {
        href: url,
        download: file.fileName ?? `${name}.pdf`,
      });
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
