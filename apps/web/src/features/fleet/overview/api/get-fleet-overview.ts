import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fleetOverviewResponseSchema, type FleetOverviewQuery } from '@keel/domain';
import { api } from '../../../../lib/api-client';

/** Query keys of the overview feature. */
export const overviewKeys = {
  all: ['fleet-overview'] as const,
  period: (query: FleetOverviewQuery) => [...overviewKeys.all, query] as const,
};

/** `GET /overview/`: distance, speed, fuel, CO₂ and CII per ship and for the fleet over a period. */
export function getFleetOverview(query: FleetOverviewQuery, signal?: AbortSignal) {
  return api
    .get('/overview/', { query: { ...query }, signal, schema: fleetOverviewResponseSchema })
    .then((r) => r.data);
}

export const fleetOverviewQuery = (query: FleetOverviewQuery) =>
  queryOptions({
    queryKey: overviewKeys.period(query),
    queryFn: ({ signal }) => getFleetOverview(query, signal),
    placeholderData: keepPreviousData,
  });

/** The overview of a period; the previous one stays on screen while another loads. */
export const useFleetOverview = (query: FleetOverviewQuery, enabled = true) =>
  useQuery({ ...fleetOverviewQuery(query), enabled });
