import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sparePartListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, type SparePartsListInput } from './spare-part-keys';

/** `GET /pms/spare-parts`: one page of a ship's parts; the previous page stays while the next loads. */
export const useSparePartList = (query: SparePartsListInput) =>
  useQuery({
    queryKey: sparePartKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/pms/spare-parts', { query: { ...query }, signal, schema: sparePartListResponseSchema }),
    placeholderData: keepPreviousData,
  });
