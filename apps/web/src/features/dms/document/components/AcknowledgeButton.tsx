import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import type { Revision } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useQueuedWrites } from '../../../../lib/offline-queue/use-outbox';
import { ACK_WRITE, useAcknowledge } from '../../api/acknowledgements';

/**
 * A ship user's acknowledgement of the effective revision: "Acknowledge" (asks first), then
 * "Acknowledged". Given offline, it waits in the device's queue ("Waiting to send") and is sent once
 * when the link is back.
 */
export function AcknowledgeButton({
  revision,
  documentNumber,
  shipId,
  acknowledged,
  required,
}: {
  revision: Revision;
  documentNumber: string;
  shipId: string;
  acknowledged: boolean;
  required: boolean;
}) {
  const ack = useAcknowledge();
  const [asking, setAsking] = useState(false);
  const queued = useQueuedWrites(ACK_WRITE).some(
    (e) => e.meta?.revisionId === revision.id && e.meta?.shipId === shipId,
  );
  if (acknowledged)
    return (
      <Chip
        color="success"
        icon={<CheckCircleOutlineIcon />}
        label={`Acknowledged rev. ${revision.revision}`}
      />
    );
  if (queued)
    return (
      <Chip color="warning" icon={<ScheduleSendOutlinedIcon />} label="Acknowledgement waiting to send" />
    );
  const confirm = async () => {
    try {
      const result = await ack.submit({
        revisionId: revision.id,
        shipId,
        documentNumber,
        revision: revision.revision,
      });
      if (result.outcome === 'sent')
        notifySuccess(`${documentNumber} rev. ${revision.revision} acknowledged`);
      setAsking(false);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <>
      <Button
        variant={required ? 'contained' : 'outlined'}
        startIcon={<CheckCircleOutlineIcon />}
        onClick={() => setAsking(true)}
        loading={ack.isPending}
      >
        Acknowledge
      </Button>
      <ConfirmDialog
        open={asking}
        title="Acknowledge"
        message={`I have read and understood ${documentNumber} revision ${revision.revision}.`}
        confirmText="Acknowledge"
        cancelText="Cancel"
        loading={ack.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
