import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { SIDEBAR_PERMISSION_LABELS, createRoleSchema, updateRoleSchema, type Role } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { plural } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteRole } from '../api/delete-role';
import { roleQuery } from '../api/get-role';
import { useActionCatalogue } from '../api/list-actions';
import { useCreateRole, useUpdateRole } from '../api/save-role';
import { CheckboxGroup } from './CheckboxGroup';
import { SIDEBAR_GROUPS, groupActions } from './permission-groups';

const valuesOf = (role: Role | null) => ({
  name: role?.name ?? '',
  description: role?.description ?? '',
  sidebar: new Set(role?.sidebar ?? []),
  actions: new Set(role?.actions ?? []),
});

/** Creates or edits a role: name, description, areas (sidebar) by group and the actions. */
export function RoleEditorDialog({ role: initialRole, onClose }: { role: Role | null; onClose: () => void }) {
  const [role, setRole] = useState(initialRole);
  const form = useFormState(valuesOf(role));
  const catalogue = useActionCatalogue();
  const create = useCreateRole();
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && role) setConflict(true);
    else if (!form.applyServerError(error)) notifyError(error);
  };
  const reload = async () => {
    if (!role) return;
    const fresh = await queryClient.fetchQuery(roleQuery(role.id));
    setRole(fresh);
    form.reset(valuesOf(fresh));
    setConflict(false);
  };

  const save = () => {
    const fields = {
      name: form.values.name,
      description: form.values.description.trim() || null,
      sidebar: [...form.values.sidebar],
      actions: [...form.values.actions],
    };
    if (!role) {
      const body = form.validate(createRoleSchema, fields);
      if (body)
        create.mutate(body, {
          onSuccess: (r) => (notifySuccess(`Role ${r.name} created`), onClose()),
          onError: fail,
        });
      return;
    }
    const body = form.validate(updateRoleSchema, { ...fields, version: role.version });
    if (body)
      update.mutate(
        { id: role.id, body },
        { onSuccess: (r) => (notifySuccess(`Role ${r.name} saved`), onClose()), onError: fail },
      );
  };

  const doDelete = () =>
    role &&
    remove.mutate(role.id, {
      onSuccess: () => (notifySuccess(`Role ${role.name} deleted`), onClose()),
      onError: (e) => (setConfirmDelete(false), notifyError(e)),
    });

  const actionGroups = groupActions((catalogue.data ?? []).map((a) => a.name));
  const describe = new Map((catalogue.data ?? []).map((a) => [a.name, a.description]));

  return (
    <>
      <Dialog
        dirty={form.dirty}
        open
        title={role ? `Edit role ${role.name}` : 'New role'}
        onClose={onClose}
        onSave={save}
        saveText={role ? 'Save role' : 'Create role'}
        loading={create.isPending || update.isPending}
        maxWidth="md"
        extraActions={
          role && (
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )
        }
      >
        {conflict && <ConflictAlert what="role" onReload={() => void reload()} />}
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField label="Name" autoFocus={!role} fullWidth {...form.text('name')} />
          <TextField label="Description" fullWidth multiline minRows={2} {...form.text('description')} />
        </Stack>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Areas
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The parts of Keel this role opens in the sidebar.
        </Typography>
        {form.errors.sidebar && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {form.errors.sidebar}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {SIDEBAR_GROUPS.map((g) => (
            <CheckboxGroup
              key={g.area}
              title={g.area}
              selectAllLabel={`All ${g.area} areas`}
              columns={{ xs: 1, sm: 2, md: 1 }}
              items={g.permissions.map((p) => ({ value: p, label: SIDEBAR_PERMISSION_LABELS[p] }))}
              selected={form.values.sidebar}
              onChange={(next) => form.setField('sidebar', next)}
            />
          ))}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
          Actions
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          What the role allows on the ships it is given for.
        </Typography>
        {form.errors.actions && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {form.errors.actions}
          </Alert>
        )}
        {catalogue.isPending && <Skeleton variant="rounded" height={240} />}
        {catalogue.isError && <Alert severity="error">The list of actions could not be loaded.</Alert>}
        <Stack spacing={1.5}>
          {actionGroups.map((g) => (
            <CheckboxGroup
              key={g.area}
              title={g.area}
              selectAllLabel={`All ${g.area} actions`}
              items={g.actions.map((a) => ({ value: a, label: a, description: describe.get(a) }))}
              selected={form.values.actions}
              onChange={(next) => form.setField('actions', next)}
            />
          ))}
        </Stack>
      </Dialog>
      {role && (
        <ConfirmDialog
          open={confirmDelete}
          type={role.userCount > 0 ? 'info' : 'delete'}
          title={role.userCount > 0 ? `${role.name} is in use` : `Delete role ${role.name}?`}
          message={
            role.userCount > 0
              ? `${plural(role.userCount, 'user')} hold this role. Take it from them on their pages before deleting it.`
              : 'Nobody holds this role. It cannot be restored once deleted.'
          }
          confirmText="Delete"
          cancelText={role.userCount > 0 ? 'Close' : 'Cancel'}
          loading={remove.isPending}
          onConfirm={doDelete}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </>
  );
}
