import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  REQUISITION_STATES,
  can,
  routeWithParams,
  type Requisition,
  type RequisitionState,
} from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { DueDateCell } from '../../../../components/data-table/ListCells';
import { ListTotalsLine } from '../../../../components/data-table/ListTotalsLine';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../../components/data-table/use-row-selection';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { PendingWritesNotice } from '../../../../app/outbox/PendingWritesNotice';
import { useQueuedEntryToEdit } from '../../../../lib/offline-queue/use-outbox';
import { REQUISITION_WRITE } from '../api/create-requisition';
import { useRequisitions } from '../api/list-requisitions';
import { useRequisitionTotals } from '../api/requisition-totals';
import { NewRequisitionDialog } from './NewRequisitionDialog';
import { RequisitionBulkApprove } from './RequisitionBulkApprove';
import { RequisitionStateChip, UrgentChip } from './RequisitionChips';
import { departmentLabel, STATE_LABELS } from './requisition-form';
import { formatEstimate } from './requisition-money';

/** States in which a requisition no longer waits for its required-by date. */
const DONE: readonly RequisitionState[] = ['RECEIVED', 'CLOSED', 'CANCELLED'];

const requisitionId = (r: Requisition) => r.id;

const columns: Column<Requisition>[] = [
  {
    field: 'priority',
    header: 'Priority',
    sortable: true,
    width: 100,
    card: 'title',
    render: (r) =>
      r.priority === 1 ? (
        <UrgentChip />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Normal
        </Typography>
      ),
  },
  {
    field: 'number',
    header: 'Number',
    sortable: true,
    card: 'title',
    render: (r) => (
      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {r.number}
      </Box>
    ),
  },
  {
    field: 'title',
    header: 'Title',
    sortable: true,
    render: (r) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {r.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {departmentLabel(r.department)} · {r.lineCount} {r.lineCount === 1 ? 'line' : 'lines'}
        </Typography>
      </Box>
    ),
  },
  { field: 'shipName', header: 'Ship', sortable: true, hideBelow: 'sm' },
  {
    field: 'state',
    header: 'State',
    sortable: true,
    render: (r) => <RequisitionStateChip state={r.state} />,
  },
  {
    field: 'requiredBy',
    header: 'Required by',
    sortable: true,
    hideBelow: 'md',
    render: (r) => <DueDateCell date={r.requiredBy} open={!DONE.includes(r.state)} />,
  },
  {
    field: 'estimatedAmount',
    header: 'Estimate',
    align: 'right',
    hideBelow: 'lg',
    render: (r) => formatEstimate(r.estimatedAmount, r.currency),
  },
  {
    field: 'createdAt',
    header: 'Raised',
    sortable: true,
    hideBelow: 'lg',
    render: (r) => formatDate(r.createdAt),
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/purchasing/requisitions`: the user's ships' requisitions, urgent first and newest first unless
 * sorted otherwise; server-side search (number, title, lines), filters by ship, state and priority.
 */
export function RequisitionsListPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // `?outbox=<id>`: a queued requisition the server refused, reopened from the pending list.
  const reopened = useQueuedEntryToEdit(REQUISITION_WRITE);
  const [params, setParams] = useListParams({ filters: ['shipId', 'state', 'priority'] });
  const access = useAccess();
  // Only submitted requisitions of ships where the user may approve can be chosen (bulk approve).
  const approvable = useCallback(
    (r: Requisition) =>
      r.state === 'SUBMITTED' && can(access, ['moderate_requisition'], { shipId: r.shipId }),
    [access],
  );
  const selection = useRowSelection(requisitionId, approvable);
  const mayApprove = can(access, ['moderate_requisition']);
  const { shipId: rawShip = '', state: rawState = '', priority: rawPriority = '' } = params.filters;
  const shipId = UUID.test(rawShip) ? rawShip : undefined;
  const state = (REQUISITION_STATES as readonly string[]).includes(rawState)
    ? (rawState as RequisitionState)
    : undefined;
  const priority = rawPriority === '1' ? 1 : rawPriority === '0' ? 0 : undefined;
  const ships = useQuery(myShipsQuery());
  const filters = { q: params.q || undefined, shipId, state, priority: priority as 0 | 1 | undefined };
  const list = useRequisitions({
    offset: params.offset,
    limit: params.limit,
    sort: params.sort || undefined,
    ...filters,
  });
  const totals = useRequisitionTotals(filters);
  const filter = (name: string, value: string) => setParams({ filters: { [name]: value }, offset: 0 });
  const selectProps = {
    select: true,
    size: 'small' as const,
    slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  };

  return (
    <>
      <PageHeader
        title="Requisitions"
        subtitle="What the ships need: raise, submit and approve requisitions before they go out for quotation."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New requisition
          </Button>
        }
      />
      <PendingWritesNotice kind={REQUISITION_WRITE} noun={['requisition', 'requisitions']} />
      <DataTable
        label="Requisitions"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        getRowId={requisitionId}
        footer={
          <ListTotalsLine
            label="Estimated total"
            noun="requisition with an estimate"
            many="requisitions with an estimate"
            totals={totals.data}
            error={totals.isError}
          />
        }
        {...(mayApprove ? { selection, bulkActions: <RequisitionBulkApprove selection={selection} /> } : {})}
        params={params}
        onParamsChange={setParams}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        onRowClick={(r) =>
          navigate(routeWithParams('/purchasing/requisition/:requisitionID', { requisitionID: r.id }))
        }
        rowLabel={(r) => `Open ${r.number} ${r.title}`}
        searchPlaceholder="Search number, title, IMPA code, part"
        emptyText="No requisitions for this selection."
        toolbar={
          <>
            <TextField
              {...selectProps}
              label="Ship"
              value={shipId ?? ''}
              onChange={(e) => filter('shipId', e.target.value)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All ships</MenuItem>
              {(ships.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...selectProps}
              label="State"
              value={state ?? ''}
              onChange={(e) => filter('state', e.target.value)}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="">All states</MenuItem>
              {REQUISITION_STATES.map((s) => (
                <MenuItem key={s} value={s}>
                  {STATE_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...selectProps}
              label="Priority"
              value={priority === undefined ? '' : String(priority)}
              onChange={(e) => filter('priority', e.target.value)}
              sx={{ minWidth: 130 }}
            >
              <MenuItem value="">All priorities</MenuItem>
              <MenuItem value="1">Urgent</MenuItem>
              <MenuItem value="0">Normal</MenuItem>
            </TextField>
          </>
        }
      />
      {(creating || reopened.entry) && (
        <NewRequisitionDialog
          key={reopened.entry?.id ?? 'new'}
          queued={creating ? null : reopened.entry}
          open
          defaults={shipId ? { shipId } : {}}
          onClose={() => (creating ? setCreating(false) : reopened.done())}
          onSaved={(r) =>
            navigate(routeWithParams('/purchasing/requisition/:requisitionID', { requisitionID: r.id }))
          }
        />
      )}
    </>
  );
}
