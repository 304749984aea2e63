import type { z } from 'zod';
import type { noonReportTableQuerySchema } from '@keel/domain';

/** Query of the noon report table as the screen sends it. */
export type NoonReportListInput = Partial<z.output<typeof noonReportTableQuerySchema>>;

/** Query keys of the noon report feature. */
export const noonReportKeys = {
  all: ['noon-reports'] as const,
  lists: () => [...noonReportKeys.all, 'list'] as const,
  list: (query: NoonReportListInput) => [...noonReportKeys.lists(), query] as const,
  /** The ship's last report (under the lists, so a saved report refreshes it). */
  latest: (shipId: string) => [...noonReportKeys.lists(), 'latest', shipId] as const,
  details: () => [...noonReportKeys.all, 'detail'] as const,
  detail: (id: string) => [...noonReportKeys.details(), id] as const,
};
