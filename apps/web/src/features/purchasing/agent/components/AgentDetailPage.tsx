import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ContactValues } from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { ContactsCard } from '../../../../components/contacts/ContactsCard';
import { DeactivateAction, saveActive } from '../../../../components/record-detail/DeactivateAction';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { useConflict } from '../../../../components/record-detail/use-conflict';
import { StatusChip } from '../../../../components/StatusChip';
import { ApiError } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useAgent } from '../api/get-agent';
import { useUpdateAgent } from '../api/update-agent';
import { AgentFactsCard } from './AgentFactsCard';
import { AgentFormDialog } from './AgentFormDialog';

const back = { to: '/purchasing/agent', label: 'Back to port agents' };
const pending = { back, kind: 'Port agent', notFound: 'This agent does not exist.' };

/** `/purchasing/agent/:agentID`: a port agent's facts and contacts; edit, deactivate, activate. */
export function AgentDetailPage() {
  const { agentID = '' } = useParams();
  const agent = useAgent(agentID);
  const update = useUpdateAgent(agentID);
  const [editing, setEditing] = useState(false);
  const { conflict, setConflict, handleError, reload } = useConflict(agent.refetch);

  if (!agent.data) return <RecordDetailPending {...pending} error={agent.error} />;

  const v = agent.data;
  const saveContacts = (contacts: ContactValues[]) =>
    update.mutateAsync({ version: v.version, contacts }).then(
      () => notifySuccess('Contacts saved'),
      (error: unknown) => {
        if (error instanceof ApiError && error.isConflict) setConflict(true);
        throw error;
      },
    );
  const setActive = saveActive(update.mutateAsync, v.version, handleError);

  return (
    <>
      <RecordDetailHeader
        back={back}
        title={v.name}
        chips={<StatusChip active={v.active} />}
        subtitle={`Port agent in ${v.portName} (${v.portLocode})`}
        actions={
          <>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <DeactivateAction
              name={v.name}
              active={v.active}
              deactivateMessage="No new RFQs or purchase orders can go to this agent. Its history stays; you can activate it again."
              activateMessage="The agent can be chosen for deliveries again."
              loading={update.isPending}
              onConfirm={setActive}
            />
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
    </>
  );
}
