import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applianceComplianceListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { targetKeys, type ComplianceListInput } from './target-keys';

/** `GET /appliance-targets/compliance/`: the appliances against their targets (behind by default). */
export const complianceListQuery = (query: ComplianceListInput) =>
  queryOptions({
    queryKey: targetKeys.compliance(query),
    queryFn: ({ signal }) =>
      api.get('/appliance-targets/compliance/', {
        query: { ...query },
        signal,
        schema: applianceComplianceListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useCompliance = (query: ComplianceListInput) => useQuery(complianceListQuery(query));
