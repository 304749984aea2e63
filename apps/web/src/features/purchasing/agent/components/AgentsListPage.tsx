import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { isUnLocode, routeWithParams, type Agent } from '@keel/domain';
import { countryName } from '../../../../components/CountryField';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { LocodeFilter } from '../../../../components/filter-bar/LocodeFilter';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { errorMessage } from '../../../../lib/api-error';
import { useAgents } from '../api/list-agents';
import { AgentFormDialog } from './AgentFormDialog';

const columns: Column<Agent>[] = [
  {
    field: 'name',
    header: 'Agent',
    sortable: true,
    render: (a) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{a.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {a.email}
        </Typography>
      </Box>
    ),
  },
  { field: 'portName', header: 'Port', sortable: true, render: (a) => `${a.portName} (${a.portLocode})` },
  {
    field: 'country',
    header: 'Country',
    sortable: true,
    hideBelow: 'md',
    render: (a) => countryName(a.country),
  },
  { field: 'phone', header: 'Phone', hideBelow: 'lg', render: (a) => a.phone ?? '—' },
  {
    field: 'contacts',
    header: 'Contacts',
    hideBelow: 'lg',
    align: 'right',
    render: (a) => a.contacts.length,
  },
  { field: 'active', header: 'Status', render: (a) => <StatusChip active={a.active} /> },
];

/** `/purchasing/agent`: port agents with search, port and status filters, sort and server paging. */
export function AgentsListPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: 'name', filters: ['port', 'active'] });
  const { port: rawPort = '', active: rawActive = '' } = params.filters;
  const active = rawActive === 'true' || rawActive === 'false' ? rawActive : undefined;
  const agents = useAgents({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    port: isUnLocode(rawPort) ? rawPort : undefined,
    active,
  });

  return (
    <>
      <PageHeader
        title="Port agents"
        subtitle="Agents who receive goods and look after the ships in port."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New agent
          </Button>
        }
      />
      <DataTable
        label="Port agents"
        columns={columns}
        rows={agents.data?.data}
        total={agents.data?.page.total ?? 0}
        getRowId={(a) => a.id}
        params={params}
        onParamsChange={setParams}
        loading={agents.isFetching}
        error={agents.isError ? errorMessage(agents.error) : null}
        onRetry={() => void agents.refetch()}
        onRowClick={(a) => navigate(routeWithParams('/purchasing/agent/:agentID', { agentID: a.id }))}
        rowLabel={(a) => `Open ${a.name}`}
        searchPlaceholder="Search name, port, e-mail or city"
        emptyText="No port agents yet."
        toolbar={
          <>
            <LocodeFilter
              value={rawPort}
              onChange={(code) => setParams({ filters: { port: code }, offset: 0 })}
            />
            <TextField
              select
              size="small"
              label="Status"
              value={active ?? ''}
              onChange={(e) => setParams({ filters: { active: e.target.value }, offset: 0 })}
              sx={{ minWidth: 120 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All</MenuItem>
              <MenuItem value="true">Active</MenuItem>
              <MenuItem value="false">Inactive</MenuItem>
            </TextField>
          </>
        }
      />
      <AgentFormDialog
        open={creating}
        agent={null}
        onClose={() => setCreating(false)}
        onSaved={(a) => navigate(routeWithParams('/purchasing/agent/:agentID', { agentID: a.id }))}
      />
    </>
  );
}
