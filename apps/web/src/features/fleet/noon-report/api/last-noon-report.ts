import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNoonReports } from './list-noon-reports';
import { noonReportKeys } from './noon-report-keys';

/** `GET /noon-reports/?shipId=&limit=1`: the ship's latest report, or null when it has none. */
export const lastNoonReportQuery = (shipId: string) =>
  queryOptions({
    queryKey: noonReportKeys.latest(shipId),
    queryFn: async ({ signal }) =>
      (await listNoonReports({ shipId, limit: 1, sort: '-reportTime' }, signal)).data[0] ?? null,
    staleTime: 0,
  });

/** The latest report of `shipId` (a new report carries its voyage and ROB forward); idle without a ship. */
export const useLastNoonReport = (shipId: string) =>
  useQuery({ ...lastNoonReportQuery(shipId), enabled: shipId !== '' });
