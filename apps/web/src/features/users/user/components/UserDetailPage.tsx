import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { useAuth } from '../../../../app/auth/auth-context';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { DeactivateAction, saveActive } from '../../../../components/record-detail/DeactivateAction';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { useConflict } from '../../../../components/record-detail/use-conflict';
import { StatusChip } from '../../../../components/StatusChip';
import { initials } from '../../../../lib/format';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RoleAssignmentsCard } from './RoleAssignmentsCard';
import { UserFactsCard } from './UserFactsCard';
import { UserProfileCard } from './UserProfileCard';

const back = { to: '/users', label: 'Back to users' };
const pending = { back, kind: 'User', notFound: 'This user does not exist.', height: 320 };

/** `/users/:userID`: profile, status, password and role assignments of one user. */
export function UserDetailPage() {
  const { userID = '' } = useParams();
  const { user: me } = useAuth();
  const user = useUser(userID);
  const update = useUpdateUser(userID);
  const [resetting, setResetting] = useState(false);
  const { conflict, handleError, reload } = useConflict(user.refetch);

  if (!user.data) return <RecordDetailPending {...pending} error={user.error} />;

  const u = user.data;
  const setActive = saveActive(update.mutateAsync, u.version, handleError);

  return (
    <>
      <RecordDetailHeader
        back={back}
        before={
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
        }
        title={u.name}
        chips={
          <>
            <StatusChip active={u.active} />
            {u.isAdmin && <Chip size="small" color="secondary" label="Administrator" />}
          </>
        }
        subtitle={[u.jobTitle, u.email].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button variant="outlined" startIcon={<KeyOutlinedIcon />} onClick={() => setResetting(true)}>
              Reset password
            </Button>
            <DeactivateAction
              name={u.name}
              active={u.active}
              deactivateMessage="They are signed out on their next request and cannot log in until an administrator activates them again."
              activateMessage="They can log in again with their current password."
              loading={update.isPending}
              onConfirm={setActive}
              deactivateIcon={<PersonOffOutlinedIcon />}
              activateIcon={<HowToRegOutlinedIcon />}
              disabled={u.id === me?.id}
            />
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
      <ResetPasswordDialog
        open={resetting}
        user={u}
        onClose={() => setResetting(false)}
        onError={handleError}
      />
    </>
  );
}
