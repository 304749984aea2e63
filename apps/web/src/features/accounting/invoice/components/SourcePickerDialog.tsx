import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InvoiceSource } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useInvoiceSources } from '../api/get-invoice';
import { formatAmount } from './invoice-format';

/**
 * Picks rebillable expenses and vendor-bill lines of the ship not invoiced yet (those already on this
 * draft left out), with a markup for the picked lines.
 */
export function SourcePickerDialog({
  open,
  shipId,
  customerId,
  taken,
  onClose,
  onPick,
}: {
  open: boolean;
  shipId: string;
  customerId: string;
  taken: ReadonlySet<string>;
  onClose: () => void;
  onPick: (sources: InvoiceSource[], markupPercent: string) => void;
}) {
  const sources = useInvoiceSources(open ? shipId : '', customerId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [markup, setMarkup] = useState('0');
  const available = (sources.data ?? []).filter((s) => !taken.has(s.sourceId));
  const toggle = (id: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      open={open}
      title="Add rebillable costs"
      onClose={onClose}
      saveText={`Add ${picked.size || ''} line${picked.size === 1 ? '' : 's'}`}
      saveDisabled={picked.size === 0 || !/^\d+(\.\d+)?$/.test(markup)}
      onSave={() => {
        onPick(
          available.filter((s) => picked.has(s.sourceId)),
          markup,
        );
        setPicked(new Set());
      }}
      maxWidth="md"
    >
      {sources.isError && <Alert severity="error">{errorMessage(sources.error)}</Alert>}
      {sources.isLoading && <Skeleton variant="rounded" height={120} aria-label="Loading the costs" />}
      {sources.data && available.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          No rebillable expenses or bill lines of this ship wait to be invoiced.
        </Typography>
      )}
      <List dense aria-label="Rebillable costs">
        {available.map((s) => (
          <ListItemButton
            key={s.sourceId}
            onClick={() => toggle(s.sourceId)}
            selected={picked.has(s.sourceId)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                checked={picked.has(s.sourceId)}
                tabIndex={-1}
                slotProps={{ input: { 'aria-label': s.title } }}
              />
            </ListItemIcon>
            <ListItemText
              primary={s.title}
              secondary={`${s.sourceType === 'expense' ? 'Expense' : 'Bill line'} · ${formatDate(s.date)} · ${formatAmount(s.amount, s.currency)} ${s.currency}`}
            />
          </ListItemButton>
        ))}
      </List>
      <TextField
        label="Markup %"
        size="small"
        value={markup}
        onChange={(e) => setMarkup(e.target.value.trim())}
        sx={{ mt: 1, width: 140 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Dialog>
  );
}
