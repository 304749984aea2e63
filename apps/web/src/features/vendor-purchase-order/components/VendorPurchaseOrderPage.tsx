import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { VENDOR_LINK_PROBLEMS } from '@keel/domain';
import { LoadingWheel } from '../../../components/LoadingWheel';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useVendorOrder } from '../api/get-vendor-order';
import { LinkProblem } from './LinkProblem';
import { VendorAnswerPanel } from './VendorAnswerPanel';
import { VendorFrame } from './VendorFrame';
import { VendorOrderSummary } from './VendorOrderSummary';
import { VendorReferencePanel } from './VendorReferencePanel';

function problemOf(error: unknown): keyof typeof VENDOR_LINK_PROBLEMS | 'other' {
  const message = error instanceof ApiError ? error.message : '';
  const found = (Object.keys(VENDOR_LINK_PROBLEMS) as (keyof typeof VENDOR_LINK_PROBLEMS)[]).find(
    (k) => VENDOR_LINK_PROBLEMS[k] === message,
  );
  return found ?? 'other';
}

/**
 * `/vendor/purchase-order?token=…`: the vendor's own order (no login) with Confirm, Decline (with a
 * reason) and Propose another date; a clear page for a missing, unknown, expired or withdrawn link.
 */
export function VendorPurchaseOrderPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const order = useVendorOrder(token);
  if (!token) return <LinkProblem kind="missing" />;
  if (order.isPending)
    return (
      <VendorFrame>
        <Box sx={{ height: '60vh', display: 'grid', placeItems: 'center' }}>
          <LoadingWheel label="Loading the purchase order" />
        </Box>
      </VendorFrame>
    );
  if (order.isError) {
    const kind = problemOf(order.error);
    return (
      <LinkProblem
        kind={kind}
        message={kind === 'other' ? errorMessage(order.error) : undefined}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return (
    <VendorFrame company={order.data.companyName}>
      <VendorOrderSummary order={order.data} />
      <VendorReferencePanel order={order.data} token={token} />
      <VendorAnswerPanel order={order.data} token={token} />
    </VendorFrame>
  );
}
