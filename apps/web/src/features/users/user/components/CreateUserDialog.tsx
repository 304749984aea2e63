import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createUserSchema, type User } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { PasswordField } from './PasswordField';

const EMPTY = { name: '', email: '', jobTitle: '', password: '', isAdmin: false };

/** Creates a user; roles are given on the user's page afterwards. */
export function CreateUserDialog({
  open,
  canGrantAdmin,
  onClose,
  onCreated,
}: {
  open: boolean;
  canGrantAdmin: boolean;
  onClose: () => void;
  onCreated: (user: User) => void;
}) {
  const form = useFormState(EMPTY);
  const create = useCreateUser();
  const close = () => {
    form.reset(EMPTY);
    create.reset();
    onClose();
  };
  const save = () => {
    const body = form.validate(createUserSchema, {
      ...form.values,
      jobTitle: form.values.jobTitle.trim() || null,
      isAdmin: canGrantAdmin && form.values.isAdmin,
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (user) => {
        notifySuccess(`${user.name} was created`);
        close();
        onCreated(user);
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="New user"
      onClose={close}
      onSave={save}
      saveText="Create user"
      loading={create.isPending}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField label="Name" autoFocus fullWidth {...form.text('name')} />
        <TextField label="Email" type="email" fullWidth {...form.text('email')} />
        <TextField label="Job title" fullWidth {...form.text('jobTitle')} />
        <PasswordField {...form.text('password')} onGenerate={(p) => form.setField('password', p)} />
        {canGrantAdmin && (
          <FormControlLabel
            control={
              <Switch
                checked={form.values.isAdmin}
                onChange={(e) => form.setField('isAdmin', e.target.checked)}
              />
            }
            label="Administrator (may do everything, including company settings)"
          />
        )}
      </Stack>
    </Dialog>
  );
}
