import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { can, routeWithParams, type DeliveryDetail } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { notifySuccess } from '../../../../lib/notify';
import { useDeliveryEvent } from '../api/delivery-event';
import { EditDeliveryDialog } from './EditDeliveryDialog';
import { MatchDialog } from './MatchDialog';
import { ReasonDialog } from './ReasonDialog';
import { ReceiptDialog } from './ReceiptDialog';
import { SupplyWindowDialog } from './SupplyWindowDialog';
import { TransferDialog } from './TransferDialog';
import { isOpen } from './delivery-format';
import { onDialogError } from './delivery-errors';

type Open = 'receipt' | 'transfer' | 'edit' | 'window' | 'cancel' | 'discrepancy' | 'match' | null;

/** The buttons of a delivery the user may press in its state, and their dialogs. */
export function DeliveryActions({
  delivery,
  onConflict,
}: {
  delivery: DeliveryDetail;
  onConflict: () => void;
}) {
  const access = useAccess();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const event = useDeliveryEvent(delivery.id);
  const manage = can(access, ['manage_delivery'], { shipId: delivery.shipId });
  const report = can(access, ['manage_delivery_report'], { shipId: delivery.shipId });
  const { state } = delivery;
  const received = state === 'RECEIVED' || state === 'PARTIAL';
  const transferable =
    received &&
    (delivery.toParty === 'agent' || delivery.toParty === 'office') &&
    delivery.lines.some((l) => Number(l.transferableQuantity) > 0);
  const move = (kind: 'dispatch' | 'arriveAtAgent') =>
    event.mutate(
      { version: delivery.version, event: kind },
      {
        onSuccess: (d) =>
          notifySuccess(kind === 'dispatch' ? `${d.number} is in transit` : `${d.number} is at the agent`),
        onError: (error) =>
          onDialogError(error, { applyServerError: () => false, close: () => undefined, onConflict }),
      },
    );
  const close = () => setOpen(null);
  const props = { delivery, onClose: close, onConflict };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {manage && (state === 'PLANNED' || state === 'AT_AGENT') && (
          <Button variant="outlined" onClick={() => move('dispatch')} loading={event.isPending}>
            Dispatched
          </Button>
        )}
        {manage && delivery.toParty === 'agent' && (state === 'PLANNED' || state === 'IN_TRANSIT') && (
          <Button variant="outlined" onClick={() => move('arriveAtAgent')} loading={event.isPending}>
            At agent
          </Button>
        )}
        {report && (isOpen(state) || state === 'PARTIAL') && (
          <Button variant="contained" onClick={() => setOpen('receipt')}>
            Receive
          </Button>
        )}
        {manage && transferable && (
          <Button variant="contained" onClick={() => setOpen('transfer')}>
            Transfer to vessel
          </Button>
        )}
        {report && received && (
          <Button variant="outlined" onClick={() => setOpen('discrepancy')}>
            Discrepancy report
          </Button>
        )}
        {manage && delivery.kind === 'unassigned' && state !== 'CANCELLED' && (
          <Button variant="contained" color="secondary" onClick={() => setOpen('match')}>
            Match to PO
          </Button>
        )}
        {manage && isOpen(state) && (
          <>
            <Button variant="outlined" onClick={() => setOpen('window')}>
              Supply window
            </Button>
            <Button variant="outlined" onClick={() => setOpen('edit')}>
              Edit
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
              Cancel
            </Button>
          </>
        )}
      </Box>
      {open === 'receipt' && <ReceiptDialog {...props} />}
      {open === 'transfer' && (
        <TransferDialog
          {...props}
          onCreated={(t) =>
            navigate(routeWithParams('/purchasing/delivery/:deliveryID', { deliveryID: t.id }))
          }
        />
      )}
      {open === 'edit' && <EditDeliveryDialog {...props} />}
      {open === 'window' && <SupplyWindowDialog {...props} />}
      {open === 'match' && <MatchDialog {...props} />}
      {(open === 'cancel' || open === 'discrepancy') && <ReasonDialog kind={open} {...props} />}
    </>
  );
}
