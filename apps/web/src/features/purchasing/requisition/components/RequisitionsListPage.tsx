import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { REQUISITION_STATES, routeWithParams, type Requisition, type RequisitionState } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useRequisitions } from '../api/list-requisitions';
import { NewRequisitionDialog } from './NewRequisitionDialog';
import { RequisitionStateChip, UrgentChip } from './RequisitionChips';
import { departmentLabel, STATE_LABELS } from './requisition-form';
import { formatEstimate } from './requisition-money';

const columns: Column<Requisition>[] = [
  {
    field: 'priority',
    header: 'Priority',
    sortable: true,
    width: 100,
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
    render: (r) => formatDate(r.requiredBy),
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
  const [params, setParams] = useListParams({ filters: ['shipId', 'state', 'priority'] });
  const { shipId: rawShip = '', state: rawState = '', priority: rawPriority = '' } = params.filters;
  const shipId = UUID.test(rawShip) ? rawShip : undefined;
  const state = (REQUISITION_STATES as readonly string[]).includes(rawState)
    ? (rawState as RequisitionState)
    : undefined;
  const priority = rawPriority === '1' ? 1 : rawPriority === '0' ? 0 : undefined;
  const ships = useQuery(myShipsQuery());
  const list = useRequisitions({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId,
    state,
    priority,
  });
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
      <DataTable
        label="Requisitions"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        getRowId={(r) => r.id}
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
      {creating && (
        <NewRequisitionDialog
          open
          defaults={shipId ? { shipId } : {}}
          onClose={() => setCreating(false)}
          onSaved={(r) =>
            navigate(routeWithParams('/purchasing/requisition/:requisitionID', { requisitionID: r.id }))
          }
        />
      )}
    </>
  );
}
