import type { z } from 'zod';
import type { applianceComplianceQuerySchema, applianceTargetListQuerySchema } from '@keel/domain';

/** Query of the targets list. */
export type TargetsListInput = Partial<z.output<typeof applianceTargetListQuerySchema>>;
/** Query of the compliance list. */
export type ComplianceListInput = Partial<z.output<typeof applianceComplianceQuerySchema>>;

/** Query keys of the targets screen. Appliances change standing with targets, so both lists share a root. */
export const targetKeys = {
  all: ['appliance-targets'] as const,
  lists: () => [...targetKeys.all, 'list'] as const,
  list: (query: TargetsListInput) => [...targetKeys.lists(), query] as const,
  compliance: (query: ComplianceListInput) => [...targetKeys.all, 'compliance', query] as const,
};

/** The register's key root (its standings depend on the targets). */
export const REGISTER_KEY = ['appliances'] as const;
