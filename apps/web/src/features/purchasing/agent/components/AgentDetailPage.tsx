import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ContactValues } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAgent } from '../api/get-agent';
import { useUpdateAgent } from '../api/update-agent';
import { AgentFactsCard } from './AgentFactsCard';
import { AgentFormDialog } from './AgentFormDialog';

/** `/purchasing/agent/:agentID`: a port agent's facts and contacts; edit, deactivate, activate. */
export function AgentDetailPage() {
  const { agentID = '' } = useParams();
  const agent = useAgent(agentID);
  const update = useUpdateAgent(agentID);
  const [editing, setEditing] = useState(false);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [conflict, setConflict] = useState(false);

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const reload = async () => {
    await agent.refetch();
    setConflict(false);
  };
  const back = (
    <Tooltip title="Back to port agents">
      <IconButton component={RouterLink} to="/purchasing/agent" aria-label="Back to port agents">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );

  if (agent.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={280} />} subtitle={<Skeleton width={180} />} />
        <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (agent.isError)
    return (
      <>
        <PageHeader before={back} title="Port agent" />
        <Alert severity="error">
          {agent.error instanceof ApiError && agent.error.status === 404
            ? 'This agent does not exist.'
            : errorMessage(agent.error)}
        </Alert>
      </>
    );

  const v = agent.data;
  const saveContacts = (contacts: ContactValues[]) =>
    update.mutateAsync({ version: v.version, contacts }).then(
      () => notifySuccess('Contacts saved'),
      (error: unknown) => {
        if (error instanceof ApiError && error.isConflict) setConflict(true);
        throw error;
      },
    );
  const toggleActive = () =>
    update.mutate(
      { version: v.version, active: !v.active },
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
        before={back}
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {v.name}
            <StatusChip active={v.active} />
          </Box>
        }
        subtitle={`Port agent in ${v.portName} (${v.portLocode})`}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="outlined"
              color={v.active ? 'error' : 'success'}
              startIcon={v.active ? <BlockOutlinedIcon /> : <CheckCircleOutlineIcon />}
              onClick={() => setConfirmStatus(true)}
            >
              {v.active ? 'Deactivate' : 'Activate'}
            </Button>
          </>
        }
      />
      {conflict && (
        <ConflictAlert what="agent" onReload={() => void reload()} reloading={agent.isRefetching} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <AgentFactsCard agent={v} />
        <ContactsCard contacts={v.contacts} saving={update.isPending} onSave={saveContacts} />
      </Box>
      <AgentFormDialog
        key={`edit-${v.version}`}
        open={editing}
        agent={v}
        onClose={() => setEditing(false)}
        onConflict={() => setConflict(true)}
      />
      <ConfirmDialog
        open={confirmStatus}
        type={v.active ? 'warning' : 'confirm'}
        title={v.active ? `Deactivate ${v.name}?` : `Activate ${v.name}?`}
        message={
          v.active
            ? 'No new RFQs or purchase orders can go to this agent. Its history stays; you can activate it again.'
            : 'The agent can be chosen for deliveries again.'
        }
        confirmText={v.active ? 'Deactivate' : 'Activate'}
        cancelText="Cancel"
        loading={update.isPending}
        onConfirm={toggleActive}
        onCancel={() => setConfirmStatus(false)}
      />
    </>
  );
}
