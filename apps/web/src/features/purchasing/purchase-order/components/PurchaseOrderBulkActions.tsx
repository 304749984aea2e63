import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { can, type BulkResponse, type PurchaseOrderSummary } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { BulkResultDialog } from '../../../../components/data-table/BulkResultDialog';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { deselectSucceeded, type RowSelection } from '../../../../components/data-table/use-row-selection';
import { plural } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useBulkSendPurchaseOrders } from '../api/bulk-send-purchase-orders';
import { useExportSelectedPurchaseOrders } from '../api/export-selected-purchase-orders';

/**
 * The bulk actions of the purchase-order list: send the chosen approved orders to their vendors (after a
 * confirmation naming them; the server sends each as its own send would) and export the chosen orders.
 */
export function PurchaseOrderBulkActions({ selection }: { selection: RowSelection<PurchaseOrderSummary> }) {
  const access = useAccess();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResponse['data'] | null>(null);
  const sending = useBulkSendPurchaseOrders();
  const exporting = useExportSelectedPurchaseOrders();
  const ready = selection.rows.filter(
    (po) => po.state === 'APPROVED' && can(access, ['create_purchase_order'], { shipId: po.shipId }),
  );
  const send = () =>
    sending.mutate(
      { items: ready.map((po) => ({ id: po.id, version: po.version })) },
      {
        onSuccess: (data) => {
          setConfirming(false);
          setResult(data);
        },
        onError: (e) => {
          setConfirming(false);
          notifyError(e);
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<SendOutlinedIcon />}
        disabled={ready.length === 0}
        onClick={() => setConfirming(true)}
      >
        Send {ready.length > 0 ? plural(ready.length, 'approved order') : 'approved orders'}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        loading={exporting.isPending}
        onClick={() =>
          exporting.mutate(
            selection.rows.map((po) => po.id),
            { onError: (e) => notifyError(e) },
          )
        }
      >
        Export selected
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Send to vendors"
        message={`Send ${plural(ready.length, 'purchase order')} to their vendors by e-mail: ${ready
          .map((po) => `${po.number} (${po.vendorName})`)
          .join(', ')}?`}
        confirmText="Send"
        loading={sending.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
      <BulkResultDialog
        title="Purchase orders sent"
        result={result}
        done="sent"
        noun="purchase order"
        onClose={() => {
          // The bar (and this component) goes once the records done leave the selection: only now.
          setResult(null);
          deselectSucceeded(selection, result);
        }}
      />
    </>
  );
}
