import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { money, type LiveTotals } from './quote-form';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The totals as computed live from the form (the same rules the buyer's comparison uses). */
export function QuoteTotals({ totals, currency }: { totals: LiveTotals | null; currency: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} aria-live="polite" aria-label="Totals">
      {totals ? (
        <>
          <Row label={`Lines (${totals.pricedLines} priced)`} value={money(totals.linesTotal, currency)} />
          <Row label="Freight" value={money(totals.freight, currency)} />
          <Row label="Port charges" value={money(totals.portCharges, currency)} />
          <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
            <Row label="Total" value={money(totals.total, currency)} strong />
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Totals appear when the currency and every figure are valid numbers (use a point for decimals:
          1234.50).
        </Typography>
      )}
    </Paper>
  );
}
