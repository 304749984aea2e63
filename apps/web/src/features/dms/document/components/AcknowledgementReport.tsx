import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { CREW_RANK_LABELS, type AckShipReport, type Revision } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAcknowledgements, useSendReminders } from '../../api/acknowledgements';

const RANKS = Object.values(CREW_RANK_LABELS);
/** A crew rank number (1–10) in words. */
export const rankName = (rank: number | null) => (rank ? (RANKS[rank - 1] ?? `Rank ${rank}`) : null);

function ShipRow({ ship, onRemind }: { ship: AckShipReport; onRemind?: () => void }) {
  const pct = ship.required ? Math.round((ship.done / ship.required) * 100) : 100;
  return (
    <Box
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
      aria-label={`Acknowledgements on ${ship.shipName}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: '1 1 auto' }}>{ship.shipName}</Typography>
        <Chip
          size="small"
          color={ship.complete ? 'success' : 'warning'}
          label={`${ship.done} of ${ship.required} acknowledged`}
        />
        {!ship.complete && onRemind && (
          <Button size="small" onClick={onRemind}>
            Remind
          </Button>
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={pct}
        color={ship.complete ? 'success' : 'warning'}
        sx={{ my: 1, borderRadius: 1 }}
        aria-label={`${pct}% acknowledged`}
      />
      {ship.missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          <strong>Not yet:</strong>{' '}
          {ship.missing
            .map((m) => (rankName(m.rank) ? `${m.name} (${rankName(m.rank)})` : m.name))
            .join(', ')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The effective revision's acknowledgements, ship by ship: how many of the crew who must read it did,
 * who has not, and reminders (mail through the outbox and a notification) to those who have not.
 */
export function AcknowledgementReport({ revision, mayRemind }: { revision: Revision; mayRemind: boolean }) {
  const report = useAcknowledgements(revision.id);
  const remind = useSendReminders();
  const [asking, setAsking] = useState<{ shipIds?: string[]; label: string } | null>(null);
  const incomplete = report.data?.filter((s) => !s.complete) ?? [];
  const send = () => {
    if (!asking) return;
    remind.mutate(
      { revisionId: revision.id, body: asking.shipIds ? { shipIds: asking.shipIds } : {} },
      {
        onSuccess: (r) => {
          notifySuccess(
            r.reminded === 0
              ? 'Nobody to remind'
              : `Reminder sent to ${r.reminded} ${r.reminded === 1 ? 'person' : 'people'} on ${r.ships} ${r.ships === 1 ? 'ship' : 'ships'}`,
          );
          setAsking(null);
        },
        onError: (e) => {
          notifyError(e);
          setAsking(null);
        },
      },
    );
  };
  return (
    <Card
      title={`Acknowledgements · rev. ${revision.revision}`}
      showOwner={false}
      icon={<FactCheckOutlinedIcon />}
      action={
        mayRemind && incomplete.length > 0 ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<NotificationsActiveOutlinedIcon />}
            onClick={() => setAsking({ label: 'everyone who has not acknowledged it' })}
          >
            Send reminders
          </Button>
        ) : undefined
      }
    >
      {report.isPending ? (
        <LoadingWheel label="Loading the acknowledgements" />
      ) : report.isError ? (
        <Typography color="error" role="alert">
          {errorMessage(report.error)}
        </Typography>
      ) : report.data.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          The document is not distributed to any ship.
        </Typography>
      ) : (
        <Box sx={{ mt: -1.5 }}>
          {report.data.map((ship) => (
            <ShipRow
              key={ship.shipId}
              ship={ship}
              onRemind={
                mayRemind
                  ? () =>
                      setAsking({
                        shipIds: [ship.shipId],
                        label: `the crew of ${ship.shipName} who have not`,
                      })
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Send reminders"
        message={`Remind ${asking?.label ?? ''} to read and acknowledge revision ${revision.revision}? They get a notification and an e-mail.`}
        confirmText="Send"
        cancelText="Cancel"
        loading={remind.isPending}
        onConfirm={send}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
