import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currencyExponent, formatDecimal, isDecimalString, type PurchasingCounts } from '@keel/domain';
import { Card } from '../../../../components/Card';

/** "USD 12,000.00"; "—" for null. */
export function money(amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return '—';
  if (!isDecimalString(amount)) return `${currency} ${amount}`;
  return `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;
}

/** A plain number for the charts (display only; money stays a decimal string elsewhere). */
export const chartNumber = (amount: string | null) => (amount === null ? null : Number(amount));

/** The year picker of the overview pages (three years back, one ahead). */
export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const now = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => now - 3 + i);
  return (
    <TextField
      select
      size="small"
      label="Year"
      value={String(year)}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 110 }}
    >
      {years.map((y) => (
        <MenuItem key={y} value={String(y)}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Tile({ title, value, note }: { title: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card title={title} showOwner={false} showIcon={false} sx={{ height: '100%' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
        {note && <Box sx={{ color: 'text.secondary', mt: 0.5 }}>{note}</Box>}
      </Card>
    </Grid>
  );
}

const OPEN_PO = [
  'DRAFT',
  'PENDING_APPROVAL',
  'APPROVED',
  'SENT',
  'CONFIRMED',
  'PARTIALLY_DELIVERED',
] as const;

/** Headline tiles: open (urgent) requisitions, RFQs awaiting replies, open POs, committed vs budget. */
export function CountTiles({
  counts,
  committed,
  budget,
  currency,
}: {
  counts: PurchasingCounts;
  committed: string;
  budget: string;
  currency: string;
}) {
  const openPos = OPEN_PO.reduce((n, s) => n + counts.purchaseOrdersByState[s], 0);
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Tile
        title="Open requisitions"
        value={counts.openRequisitions}
        note={`${counts.urgentRequisitions} urgent`}
      />
      <Tile
        title="RFQs awaiting replies"
        value={counts.rfqsAwaitingReplies}
        note="Sent, before the deadline"
      />
      <Tile
        title="Open purchase orders"
        value={openPos}
        note={`${counts.purchaseOrdersByState.PARTIALLY_DELIVERED} partially delivered`}
      />
      <Tile
        title="Committed"
        value={money(committed, currency)}
        note={`of ${money(budget, currency)} budget`}
      />
    </Grid>
  );
}
