import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { updateUserSchema, type User } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateUser } from '../api/update-user';

/** Name, e-mail, job title and (for administrators) the admin flag of a user. */
export function UserProfileCard({
  user,
  canEditAdmin,
  onError,
}: {
  user: User;
  canEditAdmin: boolean;
  onError: (error: unknown) => void;
}) {
  const initial = {
    name: user.name,
    email: user.email,
    jobTitle: user.jobTitle ?? '',
    isAdmin: user.isAdmin,
  };
  const form = useFormState(initial);
  const update = useUpdateUser(user.id);
  const v = form.values;
  const dirty =
    v.name !== initial.name ||
    v.email !== initial.email ||
    v.jobTitle !== initial.jobTitle ||
    v.isAdmin !== initial.isAdmin;

  const save = () => {
    const body = form.validate(updateUserSchema, {
      version: user.version,
      name: v.name,
      email: v.email,
      jobTitle: v.jobTitle.trim() || null,
      ...(canEditAdmin && v.isAdmin !== user.isAdmin ? { isAdmin: v.isAdmin } : {}),
    });
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => notifySuccess('Profile saved'),
      onError: (error) => {
        if (!form.applyServerError(error)) onError(error);
      },
    });
  };

  return (
    <Card title="Profile" showOwner={false} icon={<BadgeOutlinedIcon />}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack spacing={1}>
          <TextField label="Name" fullWidth {...form.text('name')} />
          <TextField label="Email" type="email" fullWidth {...form.text('email')} />
          <TextField label="Job title" fullWidth {...form.text('jobTitle')} />
          {canEditAdmin && (
            <FormControlLabel
              control={
                <Switch checked={v.isAdmin} onChange={(e) => form.setField('isAdmin', e.target.checked)} />
              }
              label="Administrator"
            />
          )}
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button color="inherit" disabled={!dirty || update.isPending} onClick={() => form.reset(initial)}>
            Discard
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
            Save profile
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
