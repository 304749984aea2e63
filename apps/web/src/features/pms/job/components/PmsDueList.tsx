import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { errorMessage } from '../../../../lib/api-error';
import { useExportJobs } from '../api/export-jobs';
import { useJobs } from '../api/list-jobs';
import { jobColumns } from './job-columns';
import { RANK_OPTIONS } from './job-format';

const FILTERS = ['shipId', 'rank', 'critical', 'within', 'catalogue', 'componentId'] as const;
type FilterName = (typeof FILTERS)[number];
const fields: FilterField<FilterName>[] = [
  { kind: 'ship', name: 'shipId', width: 170 },
  { kind: 'select', name: 'rank', label: 'Responsible', options: RANK_OPTIONS, width: 170 },
  {
    kind: 'select',
    name: 'critical',
    label: 'Critical',
    options: [
      ['true', 'Critical only'],
      ['false', 'Not critical'],
    ],
    width: 140,
  },
  {
    kind: 'select',
    name: 'within',
    label: 'Due within',
    all: '30 days',
    options: [
      ['overdue', 'Overdue only'],
      ['7', '7 days'],
      ['90', '90 days'],
      ['any', 'Any time'],
    ],
    width: 140,
  },
  {
    kind: 'select',
    name: 'catalogue',
    label: 'Catalogue',
    // A copy whose catalogue job template was deleted no longer follows the catalogue.
    options: [['unlinked', 'Template deleted']],
    width: 170,
  },
];
const columns = jobColumns(true);

/** What an empty list says: the "Template deleted" filter has its own words. */
function emptyText(unlinked: boolean, anyTime: boolean): string {
  if (!unlinked) return 'No job falls due in this window. Widen the filters to see more.';
  return anyTime
    ? 'Every job of these ships still follows its catalogue template.'
    : 'No job whose catalogue template was deleted falls due in this window. Choose “Any time” to see them all.';
}

/**
 * The fleet-wide due list (on `/PMS/manage`): jobs of the user's ships, soonest due first, filtered by
 * ship, responsible rank, critical flag, due horizon and ship copies whose catalogue template was deleted,
 * exportable to Excel. Server-paged and sorted.
 */
export default function PmsDueList() {
  const navigate = useNavigate();
  const [params, setParams] = useListParams({ sort: 'dueOn', filters: [...FILTERS], screen: 'pms-due-list' });
  const f = Object.fromEntries(FILTERS.map((k) => [k, params.filters[k] ?? ''])) as Record<
    FilterName,
    string
  >;
  const within = f.within || '30';
  const query = {
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId: f.shipId || undefined,
    componentId: f.componentId || undefined,
    rank: f.rank ? Number(f.rank) : undefined,
    critical: f.critical ? (f.critical as 'true' | 'false') : undefined,
    unlinked: f.catalogue === 'unlinked' ? ('true' as const) : undefined,
    ...(within === 'overdue'
      ? { overdue: 'true' as const }
      : within === 'any'
        ? {}
        : { dueWithinDays: Number(within) }),
  };
  const jobs = useJobs(query);
  const exporting = useExportJobs();
  return (
    <Box component="section" aria-label="Due list">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Due list
      </Typography>
      <DataTable
        label="Maintenance jobs due"
        columns={columns}
        rows={jobs.data?.data}
        total={jobs.data?.page.total ?? 0}
        totalCapped={jobs.data?.page.totalCapped ?? false}
        getRowId={(j) => j.id}
        params={params}
        onParamsChange={setParams}
        loading={jobs.isFetching}
        error={jobs.isError ? errorMessage(jobs.error) : null}
        onRetry={() => void jobs.refetch()}
        onRowClick={(j) => navigate(`/PMS/job/${j.id}`)}
        rowLabel={(j) => `Open ${j.title} on ${j.shipName ?? ''}`}
        searchPlaceholder="Job, component name or code"
        emptyText={emptyText(f.catalogue === 'unlinked', within === 'any')}
        toolbar={
          <>
            <FilterBar
              fields={fields}
              values={f}
              onChange={(patch) => setParams({ filters: patch as Record<string, string>, offset: 0 })}
            />
            <ExportButton exporting={exporting} query={query} />
          </>
        }
      />
    </Box>
  );
}
