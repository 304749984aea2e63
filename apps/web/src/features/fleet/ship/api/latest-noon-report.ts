import { queryOptions, useQuery } from '@tanstack/react-query';
import { noonReportListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { shipKeys } from './ship-keys';

/** `GET /noon-reports/?shipId=…&limit=1`: the ship's latest noon report (report table module). */
export const latestNoonReportQuery = (shipId: string) =>
  queryOptions({
    queryKey: shipKeys.latestNoonReport(shipId),
    queryFn: ({ signal }) =>
      api
        .get('/noon-reports/', {
          query: { shipId, limit: 1, sort: '-reportTime' },
          signal,
          schema: noonReportListResponseSchema,
        })
        .then((r) => r.data[0] ?? null),
  });

/** The latest noon report of a ship, or null; only fetched for users who may read reports. */
export const useLatestNoonReport = (shipId: string, enabled: boolean) =>
  useQuery({ ...latestNoonReportQuery(shipId), enabled });
