import { useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { routeWithParams, type User } from '@keel/domain';
import { useAuth } from '../../../../app/auth/auth-context';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime, initials } from '../../../../lib/format';
import { useUsers } from '../api/list-users';
import { CreateUserDialog } from './CreateUserDialog';

const columns: Column<User>[] = [
  {
    field: 'name',
    header: 'Name',
    sortable: true,
    render: (u) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar
          sx={{
            width: 32,
            height: 32,
            fontSize: '0.75rem',
            bgcolor: u.active ? 'primary.main' : 'action.disabled',
          }}
        >
          {initials(u.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }} noWrap>
            {u.name}
            {u.isAdmin && (
              <Chip
                label="Admin"
                size="small"
                color="secondary"
                variant="outlined"
                sx={{ ml: 1, height: 20 }}
              />
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { md: 'none' } }}>
            {u.email}
          </Typography>
        </Box>
      </Box>
    ),
  },
  { field: 'email', header: 'E-mail', sortable: true, hideBelow: 'md' },
  { field: 'jobTitle', header: 'Job title', hideBelow: 'lg', render: (u) => u.jobTitle ?? '—' },
  {
    field: 'roles',
    header: 'Roles',
    hideBelow: 'lg',
    render: (u) =>
      u.assignments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No roles
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {u.assignments.slice(0, 2).map((a) => (
            <Chip
              key={`${a.roleId}:${a.shipId}`}
              size="small"
              label={`${a.roleName} · ${a.shipName ?? 'All ships'}`}
            />
          ))}
          {u.assignments.length > 2 && (
            <Chip size="small" variant="outlined" label={`+${u.assignments.length - 2}`} />
          )}
        </Box>
      ),
  },
  { field: 'active', header: 'Status', render: (u) => <StatusChip active={u.active} /> },
  {
    field: 'lastLoginAt',
    header: 'Last login',
    sortable: true,
    hideBelow: 'md',
    render: (u) =>
      u.lastLoginAt ? (
        formatDateTime(u.lastLoginAt)
      ) : (
        <Typography variant="body2" color="text.secondary">
          Never
        </Typography>
      ),
  },
];

/** `/users`: the paged users list with search, sort, status filter and "New user". */
export function UsersListPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: 'name', filters: ['active'] });
  const active =
    params.filters.active === 'true' || params.filters.active === 'false' ? params.filters.active : undefined;
  const users = useUsers({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    active,
  });

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Everyone who signs in to Keel, with their roles per ship."
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setCreating(true)}
          >
            New user
          </Button>
        }
      />
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data?.data}
        total={users.data?.page.total ?? 0}
        getRowId={(u) => u.id}
        params={params}
        onParamsChange={setParams}
        loading={users.isFetching}
        error={users.isError ? errorMessage(users.error) : null}
        onRetry={() => void users.refetch()}
        onRowClick={(u) => navigate(routeWithParams('/users/:userID', { userID: u.id }))}
        rowLabel={(u) => `Open ${u.name}`}
        searchPlaceholder="Search name, e-mail or job title"
        emptyText="No users yet."
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
      <CreateUserDialog
        open={creating}
        canGrantAdmin={user?.isAdmin ?? false}
        onClose={() => setCreating(false)}
        onCreated={(created) => navigate(routeWithParams('/users/:userID', { userID: created.id }))}
      />
    </>
  );
}
