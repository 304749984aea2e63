import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { BillDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { useBillableLines } from '../api/bill-api';
import { MATCH_COLOR, MATCH_LABELS } from './bill-format';
import { LinePriceCaption } from './BillConversion';
import { freeLine, lineFromPo, type FormLine } from './bill-form';

/** The bill's lines: picked from the vendor's delivered PO lines on the ship, or free; match status per line. */
export function BillLinesEditor({
  vendorId,
  shipId,
  lines,
  onChange,
  onCurrency,
  saved,
}: {
  /** The saved bill (its currencies for the lines' price captions). */
  saved?: BillDetail | undefined;
  vendorId: string;
  shipId: string;
  lines: FormLine[];
  onChange: (lines: FormLine[]) => void;
  /** The first PO line was picked: the bill takes the PO's currency (it may be changed to another). */
  onCurrency: (currency: string) => void;
}) {
  const billable = useBillableLines(vendorId, shipId);
  const used = new Set(lines.map((l) => l.purchaseOrderLineId));
  const set = (key: string, patch: Partial<FormLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch, status: null, prices: null } : l)));
  return (
    <Card title="Lines" showOwner={false}>
      {vendorId && shipId ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" gutterBottom>
            Delivered PO lines of this vendor on this ship
          </Typography>
          {billable.isPending && <Typography variant="body2">Loading…</Typography>}
          {billable.data?.length === 0 && (
            <Alert severity="info">No delivered purchase order of this vendor waits for a bill.</Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Delivered PO lines">
            {billable.data
              ?.filter((p) => !used.has(p.purchaseOrderLineId))
              .map((p) => (
                <Button
                  key={p.purchaseOrderLineId}
                  size="small"
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => {
                    if (lines.length === 0) onCurrency(p.currency);
                    onChange([...lines, lineFromPo(p)]);
                  }}
                >
                  {p.purchaseOrderNumber} #{p.position} {p.description} ({p.receivedQuantity} of {p.quantity}{' '}
                  received)
                </Button>
              ))}
          </Box>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pick the vendor and the ship to see their delivered purchase orders.
        </Alert>
      )}
      {lines.map((l, i) => (
        <Box
          key={l.key}
          role="group"
          aria-label={`Line ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1,
            mb: 1.5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1fr auto auto auto' },
          }}
        >
          <TextField
            size="small"
            label={l.purchaseOrderNumber ? `Description (${l.purchaseOrderNumber})` : 'Description'}
            value={l.description}
            onChange={(e) => set(l.key, { description: e.target.value })}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <TextField
            size="small"
            label="Quantity"
            value={l.quantity}
            onChange={(e) => set(l.key, { quantity: e.target.value })}
          />
          <TextField
            size="small"
            label="Unit price"
            value={l.unitPrice}
            onChange={(e) => set(l.key, { unitPrice: e.target.value })}
          />
          {l.status ? (
            <Chip
              size="small"
              color={MATCH_COLOR[l.status]}
              label={MATCH_LABELS[l.status]}
              data-testid="line-match"
            />
          ) : (
            <Chip size="small" variant="outlined" label="Save to match" />
          )}
          <Box component="label" sx={{ display: 'flex', alignItems: 'center' }}>
            <Checkbox
              size="small"
              checked={l.rebillable}
              onChange={(e) => set(l.key, { rebillable: e.target.checked })}
            />
            <Typography variant="caption">Rebillable</Typography>
          </Box>
          <IconButton
            aria-label={`Remove line ${i + 1}`}
            onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
          >
            <DeleteOutlineIcon />
          </IconButton>
          {saved && l.prices && (
            <Box sx={{ gridColumn: '1 / -1', mt: -0.5 }}>
              <LinePriceCaption bill={saved} {...l.prices} />
            </Box>
          )}
        </Box>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...lines, freeLine()])}>
        Line without a PO
      </Button>
    </Card>
  );
}
