import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../../lib/api-client';
import { downloadWorkbook } from '../../../../lib/download-workbook';
import type { ExpensesListInput } from './expense-keys';

/** `GET /accounting/expenses/:id/receipt`: the receipt's bytes (with the session's headers). */
export function fetchReceipt(id: string) {
  return api.get<DownloadedFile>(`/accounting/expenses/${encodeURIComponent(id)}/receipt`, {
    responseType: 'blob',
    headers: { accept: '*/*' },
  });
}

/** Opens the receipt in a new tab (a PDF or image viewer of the browser), from a blob URL. */
export function useOpenReceipt() {
  return useMutation({
    mutationFn: async (id: string) => {
      const file = await fetchReceipt(id);
      const url = URL.createObjectURL(file.blob);
      window.open(url, '_blank', 'noopener');
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

/** `GET /accounting/expenses/export.xlsx`: the filtered expenses as an Excel file. */
export const useExportExpenses = () =>
  useMutation({
    mutationFn: (query: ExpensesListInput) =>
      downloadWorkbook(
        '/accounting/expenses/export.xlsx',
        { ...query, offset: undefined, limit: undefined },
        'expenses.xlsx',
      ),
  });
