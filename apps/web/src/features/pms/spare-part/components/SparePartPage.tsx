import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SPARE_PART_TYPE_LABELS, normalizeDecimal, type SparePart, type SparePartType } from '@keel/domain';
import { Can } from '../../../../app/access/Can';
import { PendingWritesNotice } from '../../../../app/outbox/PendingWritesNotice';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { useConflict } from '../../../../components/record-detail/use-conflict';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSparePart } from '../api/get-spare-part';
import { useRaiseRequisition } from '../api/raise-requisition';
import { STOCK_WRITE, type StockMovementKind } from '../api/stock-movement';
import {
  CopyPartDialog,
  DuplicatePartDialog,
  MovePartDialog,
  type PartDialogKind,
} from './SparePartCopyDialogs';
import { SparePartDialog } from './SparePartDialog';
import { StockDialog } from './StockDialog';
import { StockLedgerCard } from './StockLedgerCard';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}

function FactsCard({ part }: { part: SparePart }) {
  return (
    <Card title="Part" showOwner={false}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Fact label="Part number" value={part.partNumber} />
        <Fact label="Maker" value={part.maker} />
        <Fact label="IMPA code" value={part.impaCode} />
        <Fact label="Type" value={SPARE_PART_TYPE_LABELS[part.partType as SparePartType] ?? null} />
        <Fact label="Unit" value={part.unit} />
        <Fact label="Location on board" value={part.location} />
        <Fact label="In stock" value={`${normalizeDecimal(part.balance)} ${part.unit}`} />
        <Fact label="Minimum stock" value={`${normalizeDecimal(part.minimumStock)} ${part.unit}`} />
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        Fits
      </Typography>
      {part.fits.length === 0 ? (
        <Typography color="text.secondary">Not linked to any component.</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {part.fits.map((f) => (
            <Chip key={f.id} label={`${f.code} ${f.name}`} variant="outlined" />
          ))}
        </Box>
      )}
    </Card>
  );
}

/**
 * `/PMS/spare-part/:sparePartID`: a part's details, fits, stock ledger, stock actions, the spec §4
 * dialogs (edit with its fits, move to another component, copy to another ship, duplicate) and the
 * shared activity card (history in words, comments, attachments).
 */
export function SparePartPage() {
  const { sparePartID = '' } = useParams();
  const navigate = useNavigate();
  const part = useSparePart(sparePartID);
  const { conflict, setConflict, reload } = useConflict(() => part.refetch());
  const [dialog, setDialog] = useState<StockMovementKind | PartDialogKind | 'edit' | null>(null);
  const raise = useRaiseRequisition(sparePartID);
  const back = part.data?.shipId
    ? {
        to: `/PMS/manage/${part.data.shipId}?tab=spare-parts`,
        label: `Back to ${part.data.shipName ?? 'the ship'}`,
      }
    : { to: '/PMS/manage', label: 'Back to maintenance' };
  if (!part.data)
    return (
      <RecordDetailPending
        back={back}
        kind="Spare part"
        notFound="This spare part does not exist."
        error={part.error}
      />
    );
  const p = part.data;
  const raiseRequisition = () =>
    raise.mutate(
      {},
      {
        onSuccess: (r) => {
          notifySuccess(`Draft requisition ${r.number} raised for ${r.quantity} ${p.unit}`);
          void navigate(`/purchasing/requisition/${r.requisitionId}`);
        },
        onError: (error) => notifyError(error),
      },
    );
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={p.name}
        chips={p.belowMinimum ? <Chip size="small" color="warning" label="Below minimum" /> : undefined}
        subtitle={`${p.partNumber}${p.shipName ? ` · ${p.shipName}` : ''}`}
        actions={
          p.shipId ? (
            <Can actions={['spare_part_management']} shipId={p.shipId}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" onClick={() => setDialog('receipt')}>
                  Receive
                </Button>
                <Button variant="outlined" onClick={() => setDialog('adjust')}>
                  Adjust
                </Button>
                <Button variant="outlined" onClick={() => setDialog('transfer')}>
                  Transfer
                </Button>
                <Button variant="outlined" onClick={() => setDialog('edit')}>
                  Edit
                </Button>
                <Button variant="outlined" onClick={() => setDialog('move')}>
                  Move
                </Button>
                <Button variant="outlined" onClick={() => setDialog('copy')}>
                  Copy to ship
                </Button>
                <Button variant="outlined" onClick={() => setDialog('duplicate')}>
                  Duplicate
                </Button>
                {p.belowMinimum && (
                  <Button
                    color="warning"
                    variant="contained"
                    onClick={raiseRequisition}
                    loading={raise.isPending}
                  >
                    Raise requisition
                  </Button>
                )}
              </Box>
            </Can>
          ) : undefined
        }
      />
      {conflict && <ConflictAlert what="spare part" onReload={() => void reload()} />}
      <PendingWritesNotice
        kind={STOCK_WRITE}
        noun={['stock receipt or count', 'stock receipts and counts']}
      />
      <Stack spacing={2}>
        <FactsCard part={p} />
        <StockLedgerCard partId={p.id} unit={p.unit} />
        <ActivityCard entity="spare_part" id={p.id} />
        {p.shipId && (
          <Typography variant="body2">
            <RouterLink to={`/PMS/manage/${p.shipId}?tab=spare-parts`}>
              All spare parts of {p.shipName}
            </RouterLink>
          </Typography>
        )}
      </Stack>
      {dialog === 'edit' && p.shipId && (
        <SparePartDialog shipId={p.shipId} part={p} onClose={() => setDialog(null)} />
      )}
      {(dialog === 'move' || dialog === 'copy' || dialog === 'duplicate') &&
        (() => {
          const Part = { move: MovePartDialog, copy: CopyPartDialog, duplicate: DuplicatePartDialog }[dialog];
          return (
            <Part
              part={p}
              onClose={() => setDialog(null)}
              onConflict={() => setConflict(true)}
              onDone={(saved) => saved.id !== p.id && void navigate(`/PMS/spare-part/${saved.id}`)}
            />
          );
        })()}
      {(dialog === 'receipt' || dialog === 'adjust' || dialog === 'transfer') && (
        <StockDialog
          part={p}
          kind={dialog}
          onClose={() => setDialog(null)}
          onConflict={() => setConflict(true)}
        />
      )}
    </>
  );
}
