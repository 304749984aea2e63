import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { CreditNote, InvoiceDetail } from '@keel/domain';
import { formatDate } from '../../../../lib/format';
import { formatAmount } from './invoice-format';

/** The invoice's credit notes: number, date, total, reason, lines credited and a PDF button each. */
export function CreditNotesList({
  invoice: i,
  downloading,
  onDownload,
}: {
  invoice: InvoiceDetail;
  downloading: boolean;
  onDownload: (note: CreditNote) => void;
}) {
  if (i.creditNotes.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} component="section" aria-label="Credit notes">
      <Typography variant="subtitle2" component="h3">
        Credit notes
      </Typography>
      {i.creditNotes.map((n) => (
        <Box key={n.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2">
              <strong>{n.number}</strong> · {formatDate(n.date)} · {formatAmount(n.total, i.currency)}{' '}
              {i.currency} · {n.createdByName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {n.lines.map((l) => `${l.title}: ${formatAmount(l.amount, i.currency)}`).join(' · ')} —{' '}
              {n.reason}
            </Typography>
          </Box>
          <IconButton
            size="small"
            aria-label={`PDF of ${n.number}`}
            disabled={downloading}
            onClick={() => onDownload(n)}
          >
            <PictureAsPdfOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
