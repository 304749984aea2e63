import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseResponseSchema, type CreateExpense, type Expense, type UpdateExpense } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** Puts a saved expense into the cache and refreshes the lists and totals. */
function useStoreExpense() {
  const queryClient = useQueryClient();
  return (expense: Expense) => {
    queryClient.setQueryData(expenseKeys.detail(expense.id), expense);
    void queryClient.invalidateQueries({ queryKey: expenseKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...expenseKeys.all, 'totals'] });
  };
}

/** `POST /accounting/expenses`. */
export function useCreateExpense() {
  const store = useStoreExpense();
  return useMutation({
    mutationFn: (body: CreateExpense) =>
      api.post('/accounting/expenses', body, { schema: expenseResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `PATCH /accounting/expenses/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateExpense() {
  const store = useStoreExpense();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateExpense }) =>
      api
        .patch(`/accounting/expenses/${encodeURIComponent(id)}`, body, { schema: expenseResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}

/** `DELETE /accounting/expenses/:id?version=`. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.delete(`/accounting/expenses/${encodeURIComponent(id)}`, { query: { version } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}

/** `POST /accounting/expenses/:id/receipt`: multipart with the expense's `version` and the file. */
export function useUploadReceipt() {
  const store = useStoreExpense();
  return useMutation({
    mutationFn: ({ id, version, file }: { id: string; version: number; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('file', file, file.name);
      return api
        .post(`/accounting/expenses/${encodeURIComponent(id)}/receipt`, form, {
          schema: expenseResponseSchema,
        })
        .then((r) => r.data);
    },
    onSuccess: store,
  });
}
