import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { useAuth } from '../../../../app/auth/auth-context';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { initials } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RoleAssignmentsCard } from './RoleAssignmentsCard';
import { UserFactsCard } from './UserFactsCard';
import { UserProfileCard } from './UserProfileCard';

/** `/users/:userID`: profile, status, password and role assignments of one user. */
export function UserDetailPage() {
  const { userID = '' } = useParams();
  const { user: me } = useAuth();
  const user = useUser(userID);
  const update = useUpdateUser(userID);
  const [conflict, setConflict] = useState(false);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [resetting, setResetting] = useState(false);

  /** A 409 shows the reload banner; anything else a toast. Returns true when handled as a conflict. */
  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const reload = async () => {
    await user.refetch();
    setConflict(false);
  };

  const back = (
    <Tooltip title="Back to users">
      <IconButton component={RouterLink} to="/users" aria-label="Back to users">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );

  if (user.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={240} />} subtitle={<Skeleton width={180} />} />
        <Skeleton variant="rounded" height={320} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (user.isError)
    return (
      <>
        <PageHeader before={back} title="User" />
        <Alert severity="error">
          {user.error instanceof ApiError && user.error.status === 404
            ? 'This user does not exist.'
            : errorMessage(user.error)}
        </Alert>
      </>
    );

  const u = user.data;
  const toggleActive = () =>
    update.mutate(
      { version: u.version, active: !u.active },
      {
        onSuccess: (saved) =>
          notifySuccess(`${saved.name} is ${saved.active ? 'active again' : 'deactivated'}`),
        onError: handleError,
        onSettled: () => setConfirmStatus(false),
      },
    );

  return (
    <>
      <PageHeader
        before={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {back}
            <Avatar
              sx={{
                width: 52,
                height: 52,
                bgcolor: u.active ? 'primary.main' : 'action.disabled',
                fontWeight: 600,
              }}
            >
              {initials(u.name)}
            </Avatar>
          </Box>
        }
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {u.name}
            <StatusChip active={u.active} />
            {u.isAdmin && <Chip size="small" color="secondary" label="Administrator" />}
          </Box>
        }
        subtitle={[u.jobTitle, u.email].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button variant="outlined" startIcon={<KeyOutlinedIcon />} onClick={() => setResetting(true)}>
              Reset password
            </Button>
            <Button
              variant="outlined"
              color={u.active ? 'error' : 'success'}
              startIcon={u.active ? <PersonOffOutlinedIcon /> : <HowToRegOutlinedIcon />}
              onClick={() => setConfirmStatus(true)}
              disabled={u.id === me?.id}
            >
              {u.active ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        }
      />
      {conflict && <ConflictAlert what="user" onReload={() => void reload()} reloading={user.isRefetching} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: { xs: '"profile" "roles" "facts"', lg: '"profile roles" "facts roles"' },
          gridTemplateRows: { lg: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'profile' }}>
          <UserProfileCard
            key={`p${u.version}`}
            user={u}
            canEditAdmin={me?.isAdmin ?? false}
            onError={handleError}
          />
        </Box>
        <Box sx={{ gridArea: 'roles' }}>
          <RoleAssignmentsCard key={`r${u.version}`} user={u} onError={handleError} />
        </Box>
        <Box sx={{ gridArea: 'facts' }}>
          <UserFactsCard user={u} />
        </Box>
      </Box>
      <ConfirmDialog
        open={confirmStatus}
        type={u.active ? 'warning' : 'confirm'}
        title={u.active ? `Deactivate ${u.name}?` : `Activate ${u.name}?`}
        message={
          u.active
            ? 'They are signed out on their next request and cannot log in until an administrator activates them again.'
            : 'They can log in again with their current password.'
        }
        confirmText={u.active ? 'Deactivate' : 'Activate'}
        cancelText="Cancel"
        loading={update.isPending}
        onConfirm={toggleActive}
        onCancel={() => setConfirmStatus(false)}
      />
      <ResetPasswordDialog
        open={resetting}
        user={u}
        onClose={() => setResetting(false)}
        onError={handleError}
      />
    </>
  );
}
