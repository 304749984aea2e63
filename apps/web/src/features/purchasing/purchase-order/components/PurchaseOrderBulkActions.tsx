import Button from '@mui/material/Button';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { can, type PurchaseOrderSummary } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { BulkActionButton } from '../../../../components/data-table/BulkActionButton';
import type { RowSelection } from '../../../../components/data-table/use-row-selection';
import { plural } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useBulkApprovePurchaseOrders } from '../api/bulk-approve-purchase-orders';
import { useBulkSendPurchaseOrders } from '../api/bulk-send-purchase-orders';
import { useExportSelectedPurchaseOrders } from '../api/export-selected-purchase-orders';

const itemsOf = (orders: readonly PurchaseOrderSummary[]) => ({
  items: orders.map((po) => ({ id: po.id, version: po.version })),
});

/**
 * The bulk actions of the purchase-order list, each after a confirmation naming the orders: approve the
 * chosen orders awaiting approval (for a user who approves on some ship; the server checks each order as
 * its own approval would and reports those refused), send the chosen approved orders to their vendors,
 * and export the chosen orders.
 */
export function PurchaseOrderBulkActions({ selection }: { selection: RowSelection<PurchaseOrderSummary> }) {
  const access = useAccess();
  const approving = useBulkApprovePurchaseOrders();
  const sending = useBulkSendPurchaseOrders();
  const exporting = useExportSelectedPurchaseOrders();
  const pending = selection.rows.filter((po) => po.state === 'PENDING_APPROVAL');
  const ready = selection.rows.filter(
    (po) => po.state === 'APPROVED' && can(access, ['create_purchase_order'], { shipId: po.shipId }),
  );
  return (
    <>
      {can(access, ['approve_purchase_order']) && (
        <BulkActionButton
          selection={selection}
          label={`Approve ${pending.length > 0 ? plural(pending.length, 'order') : 'orders'}`}
          icon={<DoneAllIcon />}
          disabled={pending.length === 0}
          confirm={{
            title: 'Approve purchase orders',
            message: `Approve ${plural(pending.length, 'purchase order')}: ${pending
              .map((po) => `${po.number} (${po.vendorName})`)
              .join(', ')}?`,
            action: 'Approve',
          }}
          body={() => itemsOf(pending)}
          mutation={approving}
          result={{ title: 'Purchase orders approved', done: 'approved', noun: 'purchase order' }}
        />
      )}
      <BulkActionButton
        selection={selection}
        label={`Send ${ready.length > 0 ? plural(ready.length, 'approved order') : 'approved orders'}`}
        icon={<SendOutlinedIcon />}
        disabled={ready.length === 0}
        confirm={{
          title: 'Send to vendors',
          message: `Send ${plural(ready.length, 'purchase order')} to their vendors by e-mail: ${ready
            .map((po) => `${po.number} (${po.vendorName})`)
            .join(', ')}?`,
          action: 'Send',
        }}
        body={() => itemsOf(ready)}
        mutation={sending}
        result={{ title: 'Purchase orders sent', done: 'sent', noun: 'purchase order' }}
      />
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
    </>
  );
}
