import { useQuery } from '@tanstack/react-query';
import {
  invoiceCustomersResponseSchema,
  invoiceResponseSchema,
  invoiceSourcesResponseSchema,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `GET /accounting/invoices/:id`. */
export const useInvoice = (id: string) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/accounting/invoices/${encodeURIComponent(id)}`, { signal, schema: invoiceResponseSchema })
        .then((r) => r.data),
    enabled: Boolean(id) && id !== 'new',
  });

/** `GET /accounting/invoices/sources`: rebillable expenses and bill lines of a ship not invoiced yet. */
export const useInvoiceSources = (shipId: string, customerId: string) =>
  useQuery({
    queryKey: invoiceKeys.sources(shipId, customerId),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/invoices/sources', {
          query: { shipId, customerId: customerId || undefined },
          signal,
          schema: invoiceSourcesResponseSchema,
        })
        .then((r) => r.data),
    enabled: Boolean(shipId),
  });

/** `GET /accounting/invoices/customers`: the customers an invoice may be addressed to. */
export const useInvoiceCustomers = () =>
  useQuery({
    queryKey: invoiceKeys.customers(),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/invoices/customers', { signal, schema: invoiceCustomersResponseSchema })
        .then((r) => r.data),
    staleTime: 60_000,
  });
