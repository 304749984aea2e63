import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { setUserRolesSchema, type User } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { zodFieldErrors, serverFieldErrors, type FieldErrors } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useAllRoles } from '../../role/api/list-roles';
import { useSetUserRoles } from '../api/set-user-roles';

interface Row {
  key: number;
  roleId: string;
  /** '' means every ship. */
  shipId: string;
}

const ALL_SHIPS = '';

/** The user's roles, each on one ship or on all ships: add, remove, save. */
export function RoleAssignmentsCard({ user, onError }: { user: User; onError: (error: unknown) => void }) {
  const initial: Row[] = user.assignments.map((a, i) => ({
    key: i,
    roleId: a.roleId,
    shipId: a.shipId ?? ALL_SHIPS,
  }));
  const [rows, setRows] = useState<Row[]>(initial);
  const [nextKey, setNextKey] = useState(initial.length);
  const [errors, setErrors] = useState<FieldErrors>({});
  const roles = useAllRoles();
  const ships = useQuery(myShipsQuery());
  const save = useSetUserRoles(user.id);
  const dirty =
    JSON.stringify(rows.map(({ roleId, shipId }) => [roleId, shipId])) !==
    JSON.stringify(initial.map(({ roleId, shipId }) => [roleId, shipId]));

  const change = (key: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors({});
  };
  const add = () => {
    setRows((list) => [...list, { key: nextKey, roleId: '', shipId: ALL_SHIPS }]);
    setNextKey((k) => k + 1);
  };

  const submit = () => {
    const found: FieldErrors = {};
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (!r.roleId) found[`assignments.${i}.roleId`] = 'Choose a role';
      const pair = `${r.roleId}|${r.shipId}`;
      if (r.roleId && seen.has(pair))
        found[`assignments.${i}.shipId`] = 'This role is already given on this ship';
      seen.add(pair);
    });
    if (Object.keys(found).length) return setErrors(found);
    const parsed = setUserRolesSchema.safeParse({
      version: user.version,
      assignments: rows.map((r) => ({ roleId: r.roleId, shipId: r.shipId || null })),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess('Roles saved'),
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fields);
        else onError(error);
      },
    });
  };

  const roleList = roles.data?.data ?? [];
  const shipList = ships.data ?? [];
  return (
    <Card
      title="Roles and ships"
      owner="What this user may do, ship by ship"
      icon={<AdminPanelSettingsOutlinedIcon />}
    >
      {user.isAdmin && (
        <Alert severity="info">Administrators may do everything on every ship, whatever their roles.</Alert>
      )}
      {(roles.isError || ships.isError) && (
        <Alert severity="error">Roles or ships could not be loaded.</Alert>
      )}
      {rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No roles yet. Add one to let this user work with Keel.
        </Typography>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        aria-label="Role assignments"
      >
        {rows.map((row, i) => (
          <Box
            component="li"
            key={row.key}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <TextField
              select
              size="small"
              label="Role"
              value={roleList.some((r) => r.id === row.roleId) ? row.roleId : ''}
              onChange={(e) => change(row.key, { roleId: e.target.value })}
              error={Boolean(errors[`assignments.${i}.roleId`])}
              helperText={errors[`assignments.${i}.roleId`] ?? ' '}
              sx={{ flex: '1 1 180px' }}
            >
              {roleList.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Ship"
              value={row.shipId === ALL_SHIPS || shipList.some((s) => s.id === row.shipId) ? row.shipId : ''}
              onChange={(e) => change(row.key, { shipId: e.target.value })}
              error={Boolean(errors[`assignments.${i}.shipId`])}
              helperText={errors[`assignments.${i}.shipId`] ?? ' '}
              sx={{ flex: '1 1 180px' }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value={ALL_SHIPS}>All ships</MenuItem>
              {shipList.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title="Remove">
              <IconButton
                aria-label={`Remove assignment ${i + 1}`}
                onClick={() => setRows((l) => l.filter((r) => r.key !== row.key))}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={add}>
          Add role
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          color="inherit"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setRows(initial);
            setErrors({});
          }}
        >
          Discard
        </Button>
        <Button variant="contained" disabled={!dirty} loading={save.isPending} onClick={submit}>
          Save roles
        </Button>
      </Box>
    </Card>
  );
}
