import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BUDGET_MONTH_LABELS, compareDecimal, divDecimal, isPositiveDecimal } from '@keel/domain';
import { formatAmount } from './budget-money';

/**
 * The monthly split as bars (heights relative to the largest month, computed with decimal division)
 * and a list of each month's amount.
 */
export function MonthsChart({ months, currency }: { months: readonly string[]; currency: string }) {
  const max = months.reduce((m, x) => (compareDecimal(x, m) > 0 ? x : m), '0');
  const percent = (x: string) => (isPositiveDecimal(max) ? Number(divDecimal(x, max, 2)) * 100 : 0);
  return (
    <Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1 },
          alignItems: 'end',
          height: 140,
        }}
      >
        {months.map((m, i) => (
          <Tooltip
            key={BUDGET_MONTH_LABELS[i]}
            title={`${BUDGET_MONTH_LABELS[i]}: ${formatAmount(m, currency)}`}
          >
            <Box
              sx={{
                height: `${Math.max(percent(m), 1)}%`,
                bgcolor: percent(m) >= 99.5 ? 'secondary.main' : 'primary.main',
                borderRadius: '6px 6px 2px 2px',
                opacity: 0.85,
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1 },
          mt: 0.5,
        }}
      >
        {BUDGET_MONTH_LABELS.map((label) => (
          <Typography key={label} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {label}
          </Typography>
        ))}
      </Box>
      <Box
        component="dl"
        aria-label="Monthly distribution"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
          gap: 1.5,
          m: 0,
          mt: 2,
        }}
      >
        {months.map((m, i) => (
          <Box
            key={BUDGET_MONTH_LABELS[i]}
            sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', px: 1.25, py: 0.75 }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {BUDGET_MONTH_LABELS[i]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(m, currency).slice(4)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
