import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { RfqComparison } from '@keel/domain';
import { formatDate, formatDateTime } from '../../../../../lib/format';
import { QuoteFiles } from './QuoteFiles';

type ComparedVendor = RfqComparison['vendors'][number];

/** A vendor's column head: name, the current revision (opens the revisions), currency and validity. */
export function VendorHeadCell({
  vendor,
  onOpenQuote,
}: {
  vendor: ComparedVendor;
  onOpenQuote: (vendor: ComparedVendor) => void;
}) {
  return (
    <TableCell sx={{ minWidth: 190 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {vendor.vendorName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => onOpenQuote(vendor)}
          aria-label={`Open the quote of ${vendor.vendorName}, revision ${vendor.revision}`}
        >
          Rev. {vendor.revision}
        </Link>{' '}
        · quoted in {vendor.originalTotal.currency}
        {vendor.validUntil && ` · valid to ${formatDate(vendor.validUntil)}`}
      </Typography>
    </TableCell>
  );
}

/** What the vendor wrote and attached: remarks, files (downloads) and the submitted time. */
export function VendorRemarksCell({ rfqId, vendor }: { rfqId: string; vendor: ComparedVendor }) {
  return (
    <TableCell>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', mb: 0.5 }}
        color={vendor.remarks ? undefined : 'text.secondary'}
      >
        {vendor.remarks || 'No remarks.'}
      </Typography>
      <QuoteFiles rfqId={rfqId} files={vendor.attachments} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        Submitted {formatDateTime(vendor.submittedAt)}
      </Typography>
    </TableCell>
  );
}

/** "Award all to this vendor": every line the vendor offers. */
export function AwardAllButton({ vendor, onClick }: { vendor: ComparedVendor; onClick: () => void }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={onClick}
        aria-label={`Award all to ${vendor.vendorName}`}
      >
        Award all to this vendor
      </Button>
    </Box>
  );
}
