import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockLedgerResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, sparePartPath } from './spare-part-keys';

/** `GET /pms/spare-parts/:id/ledger`: the part's stock movements, newest first. */
export const useStockLedger = (id: string, offset: number, limit: number) =>
  useQuery({
    queryKey: sparePartKeys.ledger(id, offset, limit),
    queryFn: ({ signal }) =>
      api.get(sparePartPath(id, '/ledger'), {
        query: { offset, limit },
        signal,
        schema: stockLedgerResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
