import type { z } from 'zod';
import type { exchangeRateListQuerySchema, RateSeriesQuery } from '@keel/domain';

/** Query of the rates list as the screen sends it. */
export type RatesListInput = Partial<z.output<typeof exchangeRateListQuerySchema>>;

/** Query keys of the exchange-rate feature. */
export const exchangeKeys = {
  all: ['exchange-rates'] as const,
  lists: () => [...exchangeKeys.all, 'list'] as const,
  list: (query: RatesListInput) => [...exchangeKeys.lists(), query] as const,
  detail: (id: string) => [...exchangeKeys.all, 'detail', id] as const,
  series: (query: Partial<RateSeriesQuery>) => [...exchangeKeys.all, 'series', query] as const,
};
