import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { can, DCR_STATES, routeWithParams, type Dcr, type DcrState } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useDcrs } from '../../api/dcrs';
import { DcrStateChip, DCR_STATE_LABELS } from './DcrStateChip';
import { NewDcrDialog } from './NewDcrDialog';

const dcrId = (d: Dcr) => d.id;

const columns: Column<Dcr>[] = [
  {
    field: 'number',
    header: 'Number',
    card: 'title',
    sortable: true,
    render: (d) => (
      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {d.number}
      </Box>
    ),
  },
  {
    field: 'document',
    header: 'Document',
    sortable: true,
    render: (d) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {d.documentNumber}
          </Box>{' '}
          {d.documentTitle}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 420 }} noWrap>
          {d.reason}
        </Typography>
      </Box>
    ),
  },
  { field: 'state', header: 'State', sortable: true, render: (d) => <DcrStateChip state={d.state} /> },
  {
    field: 'shipName',
    header: 'From',
    hideBelow: 'sm',
    sortable: true,
    render: (d) => d.shipName ?? 'Office',
  },
  {
    field: 'proposerName',
    header: 'Proposed by',
    hideBelow: 'md',
    sortable: true,
    render: (d) => d.proposerName ?? '—',
  },
  {
    field: 'createdAt',
    header: 'Raised',
    hideBelow: 'md',
    sortable: true,
    render: (d) => formatDate(d.createdAt),
  },
];

/**
 * `/dms/dcr`: document change requests, newest first unless a column header sorts them (on the server:
 * `sort`, the fields of `DCR_SORT_FIELDS`); server-side search
 * (number, document, reason), filter by state; raise a new one from a ship or the office.
 */
export function DcrListPage() {
  const navigate = useNavigate();
  const access = useAccess();
  const office = can(access, ['manage_documents', 'approve_documents'], { mode: 'or' });
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ filters: ['state'], sort: '-createdAt' });
  const rawState = params.filters.state ?? '';
  const state = (DCR_STATES as readonly string[]).includes(rawState) ? (rawState as DcrState) : undefined;
  const list = useDcrs({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    state,
  });
  return (
    <>
      <PageHeader
        title="Change requests"
        subtitle="Proposed changes to the controlled documents: reviewed, approved or rejected, and implemented by a new revision."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New change request
          </Button>
        }
      />
      <DataTable
        label="Change requests"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        totalCapped={list.data?.page.totalCapped}
        getRowId={dcrId}
        params={params}
        onParamsChange={setParams}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        onRowClick={(d) => navigate(routeWithParams('/dms/dcr/:dcrID', { dcrID: d.id }))}
        rowLabel={(d) => `Open ${d.number} ${d.documentNumber}`}
        searchPlaceholder="Search number, document, reason"
        emptyText="No change requests for this selection."
        toolbar={
          <TextField
            select
            size="small"
            label="State"
            value={state ?? ''}
            onChange={(e) => setParams({ filters: { state: e.target.value }, offset: 0 })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All states</MenuItem>
            {DCR_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {DCR_STATE_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {creating && <NewDcrDialog office={office} onClose={() => setCreating(false)} />}
    </>
  );
}
