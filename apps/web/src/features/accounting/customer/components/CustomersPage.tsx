import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { routeWithParams, type Customer } from '@keel/domain';
import { countryName } from '../../../../components/CountryField';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { errorMessage } from '../../../../lib/api-error';
import { useCustomers } from '../api/list-customers';
import { CreateCustomerDialog } from './CreateCustomerDialog';

const columns: Column<Customer>[] = [
  {
    field: 'name',
    header: 'Customer',
    sortable: true,
    render: (c) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{c.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {c.city}, {c.country}
        </Typography>
      </Box>
    ),
  },
  { field: 'city', header: 'City', sortable: true, hideBelow: 'md' },
  {
    field: 'country',
    header: 'Country',
    sortable: true,
    hideBelow: 'md',
    render: (c) => countryName(c.country),
  },
  {
    field: 'taxId',
    header: 'Tax id',
    hideBelow: 'lg',
    render: (c) => <Box sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{c.taxId ?? '—'}</Box>,
  },
  { field: 'currency', header: 'Currency', sortable: true, hideBelow: 'sm' },
  {
    field: 'paymentTermsDays',
    header: 'Terms',
    sortable: true,
    align: 'right',
    hideBelow: 'sm',
    render: (c) => `${c.paymentTermsDays} d`,
  },
  { field: 'active', header: 'Status', render: (c) => <StatusChip active={c.active} /> },
];

/** `/customers`: the customers list with search, status filter, sort and paging. */
export function CustomersPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: 'name', filters: ['active'] });
  const active =
    params.filters.active === 'true' || params.filters.active === 'false' ? params.filters.active : undefined;
  const customers = useCustomers({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    active,
  });
  const open = (id: string) => navigate(routeWithParams('/customers/:customerID', { customerID: id }));

  return (
    <>
      <PageHeader
        title="Customers"
        subtitle="Charterers, pool operators and others the company invoices."
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            onClick={() => setCreating(true)}
          >
            New customer
          </Button>
        }
      />
      <DataTable
        label="Customers"
        columns={columns}
        rows={customers.data?.data}
        total={customers.data?.page.total ?? 0}
        getRowId={(c) => c.id}
        params={params}
        onParamsChange={setParams}
        loading={customers.isFetching}
        error={customers.isError ? errorMessage(customers.error) : null}
        onRetry={() => void customers.refetch()}
        onRowClick={(c) => open(c.id)}
        rowLabel={(c) => `Open ${c.name}`}
        searchPlaceholder="Search name, city or tax id"
        emptyText="No customers yet."
        toolbar={
          <TextField
            select
            size="small"
            label="Status"
            value={active ?? ''}
            onChange={(e) => setParams({ filters: { active: e.target.value }, offset: 0 })}
            sx={{ minWidth: 140 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="true">Active</MenuItem>
            <MenuItem value="false">Inactive</MenuItem>
          </TextField>
        }
      />
      <CreateCustomerDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(c) => open(c.id)}
      />
    </>
  );
}
