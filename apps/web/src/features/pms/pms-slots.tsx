import type { ComponentType } from 'react';
import Typography from '@mui/material/Typography';
import { lazyPart } from '../../lib/lazy-route';
import { LoadingWheel } from '../../components/LoadingWheel';

/**
 * The parts of the PMS screens that the jobs and spare-parts code provides (contracts.md, issue 14):
 * found with `import.meta.glob`, so each loads lazily when first shown and a part not written yet shows a
 * placeholder instead of breaking the build. All live in this one feature folder (features/pms/*).
 */
const parts = import.meta.glob<Record<string, unknown>>([
  './job/components/ShipJobsTab.tsx',
  './job/components/FleetJobCounts.tsx',
  './job/components/PmsDueList.tsx',
  './job/components/JobTemplatesPanel.tsx',
  './spare-part/components/ship-spare-parts-tab.tsx',
  './spare-part/components/SparePartTemplatesPanel.tsx',
]);

function slot<P extends object>(path: string, exportName: string, what: string): ComponentType<P> {
  const importer = parts[path];
  if (!importer)
    return function Missing() {
      return <Typography color="text.secondary">{what} are not available yet.</Typography>;
    };
  return lazyPart(importer, (m) => (m[exportName] ?? m.default) as ComponentType<P>, <LoadingWheel />);
}

/** A ship's jobs (default export of job/components/ShipJobsTab.tsx). */
export const ShipJobsSlot = slot<{ shipId: string; componentId?: string }>(
  './job/components/ShipJobsTab.tsx',
  'default',
  'Jobs',
);
/** Overdue / due in 30 days / done this month per ship (job/components/FleetJobCounts.tsx). */
export const FleetJobCountsSlot = slot<object>(
  './job/components/FleetJobCounts.tsx',
  'default',
  'Job counts',
);
/** The fleet-wide due list (job/components/PmsDueList.tsx). */
export const PmsDueListSlot = slot<object>('./job/components/PmsDueList.tsx', 'default', 'The due list');
/** A ship's spare parts (`ShipSparePartsTab` of spare-part/components/ship-spare-parts-tab.tsx). */
export const ShipSparePartsSlot = slot<{ shipId: string }>(
  './spare-part/components/ship-spare-parts-tab.tsx',
  'ShipSparePartsTab',
  'Spare parts',
);
/** A catalogue component's job templates (default export of job/components/JobTemplatesPanel.tsx). */
export const JobTemplatesSlot = slot<{
  catalogueId: string;
  componentId: string;
  label: string;
  canChange: boolean;
}>('./job/components/JobTemplatesPanel.tsx', 'default', 'Job templates');
/** A catalogue component's spare-part templates (default export of spare-part/components/SparePartTemplatesPanel.tsx). */
export const SparePartTemplatesSlot = slot<{
  catalogueId: string;
  componentId: string;
  code: string;
  name: string;
  canChange: boolean;
}>('./spare-part/components/SparePartTemplatesPanel.tsx', 'default', 'Spare-part templates');
