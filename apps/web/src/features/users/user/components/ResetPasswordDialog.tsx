import Typography from '@mui/material/Typography';
import { resetPasswordSchema, type User } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from './PasswordField';

/** Gives a user a new password. */
export function ResetPasswordDialog({
  open,
  user,
  onClose,
  onError,
}: {
  open: boolean;
  user: User;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const form = useFormState({ password: '' });
  const reset = useResetPassword(user.id);
  const close = () => {
    form.reset({ password: '' });
    onClose();
  };
  const save = () => {
    const body = form.validate(resetPasswordSchema, {
      version: user.version,
      password: form.values.password,
    });
    if (!body) return;
    reset.mutate(body, {
      onSuccess: () => {
        notifySuccess(`The password of ${user.name} was changed`);
        close();
      },
      onError: (error) => {
        if (form.applyServerError(error)) return;
        close();
        onError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title="Reset password"
      onClose={close}
      onSave={save}
      saveText="Set password"
      loading={reset.isPending}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a new password for {user.name}. They use it the next time they log in.
      </Typography>
      <PasswordField autoFocus {...form.text('password')} onGenerate={(p) => form.setField('password', p)} />
    </Dialog>
  );
}
