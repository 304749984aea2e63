import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apAgeingRowSchema,
  billDetailSchema,
  billListResponseSchema,
  billTotalsResponseSchema,
  billOptionsSchema,
  billablePoLineSchema,
  type BillDetail,
  type BillListQuery,
  type BillReason,
  type CreateBill,
  type CreditBill,
  type PayBill,
  type PostBill,
  type UpdateBill,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { downloadWorkbook } from '../../../../lib/download-workbook';

/** Query of the bills list as the screen sends it. */
export type BillsListInput = Partial<BillListQuery>;

/** Query keys of the bills feature. */
export const billKeys = {
  all: ['bills'] as const,
  lists: () => [...billKeys.all, 'list'] as const,
  list: (query: BillsListInput) => [...billKeys.lists(), query] as const,
  ageing: (query: BillsListInput) => [...billKeys.all, 'ageing', query] as const,
  options: () => [...billKeys.all, 'options'] as const,
  billable: (vendorId: string, shipId: string) => [...billKeys.all, 'billable', vendorId, shipId] as const,
  detail: (id: string) => [...billKeys.all, 'detail', id] as const,
};

const detail = z.object({ data: billDetailSchema });
const path = (id: string) => `/accounting/bills/${encodeURIComponent(id)}`;

/**
 * `GET /accounting/bills`: one page, never counted (`count=false`); the previous page stays while the next
 * loads. The screen takes the number of bills from `useBillTotals` (asked once per filter, and counting
 * every bill of it anyway), so the list does not count them a second time; until the totals arrive,
 * `page.total` is a lower bound (the rows up to this page, plus 1 when more follow).
 */
export const useBills = (query: BillsListInput) =>
  useQuery({
    queryKey: billKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/accounting/bills', {
        query: { ...query, count: 'false' },
        signal,
        schema: billListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /accounting/bills/totals`: count and base-currency totals of every page of the filter. */
export const useBillTotals = (query: BillsListInput) =>
  useQuery({
    queryKey: [...billKeys.all, 'totals', query] as const,
    queryFn: ({ signal }) =>
      api
        .get('/accounting/bills/totals', { query: { ...query }, signal, schema: billTotalsResponseSchema })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** `GET /accounting/bills/ageing`. */
export const useAgeing = (query: BillsListInput) =>
  useQuery({
    queryKey: billKeys.ageing(query),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/bills/ageing', {
          query: { ...query },
          signal,
          schema: z.object({ data: z.array(apAgeingRowSchema) }),
        })
        .then((r) => r.data),
  });

/** `GET /accounting/bills/options`: vendors, company bank accounts, ships, base currency. */
export const useBillOptions = () =>
  useQuery({
    queryKey: billKeys.options(),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/bills/options', { signal, schema: z.object({ data: billOptionsSchema }) })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** `GET /accounting/bills/billable-lines`: delivered PO lines of one vendor on one ship. */
export const useBillableLines = (vendorId: string, shipId: string) =>
  useQuery({
    queryKey: billKeys.billable(vendorId, shipId),
    enabled: !!vendorId && !!shipId,
    queryFn: ({ signal }) =>
      api
        .get('/accounting/bills/billable-lines', {
          query: { vendorId, shipId },
          signal,
          schema: z.object({ data: z.array(billablePoLineSchema) }),
        })
        .then((r) => r.data),
  });

/** `GET /accounting/bills/:id`. */
export const useBill = (id: string) =>
  useQuery({
    queryKey: billKeys.detail(id),
    enabled: !!id,
    queryFn: ({ signal }) => api.get(path(id), { signal, schema: detail }).then((r) => r.data),
  });

/** Puts a saved bill in the cache and refreshes the lists. */
function useStore() {
  const client = useQueryClient();
  return (bill: BillDetail) => {
    client.setQueryData(billKeys.detail(bill.id), bill);
    void client.invalidateQueries({ queryKey: billKeys.lists() });
    void client.invalidateQueries({ queryKey: [...billKeys.all, 'ageing'] });
    void client.invalidateQueries({ queryKey: [...billKeys.all, 'totals'] });
  };
}

/** `POST /accounting/bills` or `PATCH /accounting/bills/:id` (with `id`). */
export function useSaveBill() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateBill | UpdateBill }) =>
      (id
        ? api.patch(path(id), body, { schema: detail })
        : api.post('/accounting/bills', body, { schema: detail })
      ).then((r) => r.data),
    onSuccess: store,
  });
}

/** `POST /accounting/bills/:id/<step>`: post, cancel, reverse or pay. */
export function useBillStep() {
  const store = useStore();
  return useMutation({
    mutationFn: ({
      id,
      step,
      body,
    }: {
      id: string;
      step: 'post' | 'cancel' | 'reverse' | 'payments' | 'credit';
      body: PostBill | BillReason | PayBill | CreditBill;
    }) => api.post(`${path(id)}/${step}`, body, { schema: detail }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `GET /accounting/bills/export.xlsx` (or the ageing's, with `ageing`). */
export const useExportBills = (ageing = false) =>
  useMutation({
    mutationFn: (query: BillsListInput) =>
      downloadWorkbook(
        ageing ? '/accounting/bills/ageing/export.xlsx' : '/accounting/bills/export.xlsx',
        { ...query, offset: undefined, limit: undefined },
        ageing ? 'ap-ageing.xlsx' : 'bills.xlsx',
      ),
  });

/** `GET /accounting/bills/:id/credit-notes/:noteId/pdf`: downloads one credit note of a bill as a PDF. */
export const useDownloadBillCreditNote = () =>
  useMutation({
    mutationFn: ({ billId, noteId, number }: { billId: string; noteId: string; number: string }) =>
      downloadWorkbook(`${path(billId)}/credit-notes/${encodeURIComponent(noteId)}/pdf`, {}, `${number}.pdf`),
  });
