import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { DataTable } from '../../../../components/data-table/DataTable';
import type { ListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { errorMessage } from '../../../../lib/api-error';
import { useJobs } from '../api/list-jobs';
import { jobColumns } from './job-columns';
import { JobFormDialog } from './JobFormDialog';
import { RANK_OPTIONS } from './job-format';

const columns = jobColumns(false);
const fields: FilterField<'rank' | 'within'>[] = [
  { kind: 'select', name: 'rank', label: 'Responsible', options: RANK_OPTIONS, width: 170 },
  {
    kind: 'select',
    name: 'within',
    label: 'Due within',
    all: 'Any time',
    options: [
      ['overdue', 'Overdue only'],
      ['30', '30 days'],
      ['90', '90 days'],
    ],
    width: 140,
  },
];
const DEFAULTS: ListParams = { offset: 0, limit: 25, q: '', sort: 'dueOn', filters: {} };

/**
 * A ship's jobs (the Jobs tab of `/PMS/manage/:shipID`), soonest due first; with `componentId` only that
 * component's jobs. Its list state stays in the tab (the ship page owns the URL).
 */
export default function ShipJobsTab({ shipId, componentId }: { shipId: string; componentId?: string }) {
  const navigate = useNavigate();
  const [params, setParams] = useState<ListParams>(DEFAULTS);
  const within = params.filters.within ?? '';
  const query = {
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    ...(componentId ? { componentId } : { shipId }),
    rank: params.filters.rank ? Number(params.filters.rank) : undefined,
    ...(within === 'overdue'
      ? { overdue: 'true' as const }
      : within
        ? { dueWithinDays: Number(within) }
        : {}),
  };
  const jobs = useJobs(query);
  const access = useAccess();
  const [creating, setCreating] = useState(false);
  const mayCreate = componentId !== undefined && can(access, ['job_management'], { shipId });
  const isFiltered =
    params.q !== '' || Object.values(params.filters).some(Boolean) || params.sort !== 'dueOn';
  return (
    <Box>
      <DataTable
        label="Jobs of the ship"
        columns={columns}
        rows={jobs.data?.data}
        total={jobs.data?.page.total ?? 0}
        getRowId={(j) => j.id}
        params={params}
        onParamsChange={(patch) => setParams((p) => ({ ...p, ...patch }))}
        controls={{ isFiltered, reset: () => setParams(DEFAULTS) }}
        loading={jobs.isFetching}
        error={jobs.isError ? errorMessage(jobs.error) : null}
        onRetry={() => void jobs.refetch()}
        onRowClick={(j) => navigate(`/PMS/job/${j.id}`)}
        rowLabel={(j) => `Open ${j.title}`}
        searchPlaceholder="Job, component name or code"
        emptyText={componentId ? 'This component has no jobs yet.' : 'This ship has no maintenance jobs yet.'}
        toolbar={
          <>
            {mayCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                New job
              </Button>
            )}
            <FilterBar
              fields={fields}
              values={{ rank: params.filters.rank ?? '', within }}
              onChange={(patch) =>
                setParams((p) => ({
                  ...p,
                  offset: 0,
                  filters: { ...p.filters, ...(patch as Record<string, string>) },
                }))
              }
            />
          </>
        }
      />
      {creating && componentId && (
        <JobFormDialog open componentId={componentId} onClose={() => setCreating(false)} />
      )}
    </Box>
  );
}
