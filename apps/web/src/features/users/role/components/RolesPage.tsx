import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Role } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, plural } from '../../../../lib/format';
import { useRoles } from '../api/list-roles';
import { RoleEditorDialog } from './RoleEditorDialog';

const columns: Column<Role>[] = [
  {
    field: 'name',
    header: 'Role',
    sortable: true,
    render: (r) => (
      <Box sx={{ minWidth: 0, maxWidth: 520 }}>
        <Typography sx={{ fontWeight: 500 }}>{r.name}</Typography>
        {r.description && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {r.description}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'sidebar',
    header: 'Areas',
    hideBelow: 'sm',
    render: (r) => <Chip size="small" label={plural(r.sidebar.length, 'area')} />,
  },
  {
    field: 'actions',
    header: 'Actions',
    hideBelow: 'sm',
    render: (r) => <Chip size="small" variant="outlined" label={plural(r.actions.length, 'action')} />,
  },
  { field: 'userCount', header: 'Users', align: 'right', render: (r) => r.userCount },
  {
    field: 'updatedAt',
    header: 'Last changed',
    sortable: true,
    hideBelow: 'md',
    render: (r) => formatDate(r.updatedAt),
  },
];

/** `/user/access/role`: roles with what they open and allow; create, edit and delete. */
export function RolesPage() {
  const [params, setParams] = useListParams({ sort: 'name' });
  const roles = useRoles({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
  });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Roles"
        subtitle="A role opens areas of Keel and allows actions. Users get roles per ship on their page."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New role
          </Button>
        }
      />
      <DataTable
        label="Roles"
        columns={columns}
        rows={roles.data?.data}
        total={roles.data?.page.total ?? 0}
        getRowId={(r) => r.id}
        params={params}
        onParamsChange={setParams}
        loading={roles.isFetching}
        error={roles.isError ? errorMessage(roles.error) : null}
        onRetry={() => void roles.refetch()}
        onRowClick={(r) => setEditing(r)}
        rowLabel={(r) => `Edit ${r.name}`}
        searchPlaceholder="Search roles"
        emptyText="No roles yet. Create the first one."
      />
      {editing && (
        <RoleEditorDialog
          key={editing === 'new' ? 'new' : editing.id}
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
