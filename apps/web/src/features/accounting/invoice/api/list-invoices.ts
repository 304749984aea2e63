import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  ageingResponseSchema,
  invoiceListResponseSchema,
  listTotalsResponseSchema,
  type AgeingQuery,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { downloadWorkbook } from '../../../../lib/download-workbook';
import { invoiceKeys, type InvoicesListInput } from './invoice-keys';

/**
 * `GET /accounting/invoices`: one page, never counted (`count=false`); the previous page stays while the
 * next loads. The screen takes the number of invoices from `useInvoiceTotals` (asked once per filter, and
 * counting every invoice of it anyway), so the list does not count them a second time; until the totals
 * arrive, `page.total` is a lower bound (the rows up to this page, plus 1 when more follow).
 */
export const useInvoices = (query: InvoicesListInput) =>
  useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/accounting/invoices', {
        query: { ...query, count: 'false' },
        signal,
        schema: invoiceListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /accounting/invoices/totals`: the base-currency total of every invoice the filters find. */
export const useInvoiceTotals = (query: InvoicesListInput) =>
  useQuery({
    queryKey: invoiceKeys.totals(query),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/invoices/totals', { query: { ...query }, signal, schema: listTotalsResponseSchema })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** `GET /accounting/invoices/ageing`: open receivables per customer by days past due. */
export const useAgeing = (query: Partial<AgeingQuery>) =>
  useQuery({
    queryKey: invoiceKeys.ageing(query),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/invoices/ageing', { query: { ...query }, signal, schema: ageingResponseSchema })
        .then((r) => r.data),
  });

/** `GET /accounting/invoices/export.xlsx`: the filtered invoices as an Excel file. */
export const useExportInvoices = () =>
  useMutation({
    mutationFn: (query: InvoicesListInput) =>
      downloadWorkbook(
        '/accounting/invoices/export.xlsx',
        { ...query, offset: undefined, limit: undefined, count: undefined },
        'invoices.xlsx',
      ),
  });

/** `GET /accounting/invoices/ageing/export.xlsx`: the AR ageing as an Excel file. */
export const useExportAgeing = () =>
  useMutation({
    mutationFn: (query: Partial<AgeingQuery>) =>
      downloadWorkbook('/accounting/invoices/ageing/export.xlsx', { ...query }, 'ar-ageing.xlsx'),
  });
