import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CalendarViewMonthOutlinedIcon from '@mui/icons-material/CalendarViewMonthOutlined';
import {
  BUDGET_MONTH_LABELS,
  distributeEvenly,
  isCurrencyCode,
  isDecimalString,
  isIso4217Code,
  isNegativeDecimal,
} from '@keel/domain';
import type { FieldErrors } from '../../../../lib/form';
import { formatAmount, monthsSummary } from './budget-money';

/**
 * The 12 monthly amounts of a budget (not always even): one field per month, "Distribute evenly"
 * (domain `distributeEvenly`, exact to the currency's minor unit) and a running check of how much is
 * left to distribute. Errors of `months` and `months.<i>` show under the grid and the month.
 */
export function MonthsEditor({
  amount,
  currency,
  months,
  onChange,
  errors,
}: {
  amount: string;
  currency: string;
  months: string[];
  onChange: (months: string[]) => void;
  errors: FieldErrors;
}) {
  const summary = monthsSummary(amount, months);
  const canSpread =
    isDecimalString(amount.trim()) &&
    !isNegativeDecimal(amount.trim()) &&
    isCurrencyCode(currency) &&
    isIso4217Code(currency);
  const spread = () => onChange(distributeEvenly(amount.trim(), currency));
  const left = summary.remaining;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Monthly distribution
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<CalendarViewMonthOutlinedIcon />}
          onClick={spread}
          disabled={!canSpread}
        >
          Distribute evenly
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {BUDGET_MONTH_LABELS.map((label, i) => (
          <TextField
            key={label}
            label={label}
            size="small"
            value={months[i] ?? ''}
            onChange={(e) => onChange(months.map((m, j) => (j === i ? e.target.value.replace(',', '.') : m)))}
            error={Boolean(errors[`months.${i}`])}
            helperText={errors[`months.${i}`]}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${label} amount` } }}
          />
        ))}
      </Box>
      <Typography
        role="status"
        variant="body2"
        sx={{
          mt: 1.5,
          color: summary.exact ? 'success.main' : errors.months ? 'error.main' : 'text.secondary',
        }}
      >
        {summary.exact
          ? `The months add up to the budget amount (${formatAmount(summary.distributed, currency)}).`
          : left === null
            ? `Distributed ${formatAmount(summary.distributed, currency)}; enter the budget amount.`
            : isNegativeDecimal(left)
              ? `Distributed ${formatAmount(summary.distributed, currency)}: ${formatAmount(left.slice(1), currency)} more than the amount.`
              : `Distributed ${formatAmount(summary.distributed, currency)}: ${formatAmount(left, currency)} left to distribute.`}
      </Typography>
      {errors.months && (
        <Typography variant="caption" color="error" component="p">
          {errors.months}
        </Typography>
      )}
    </Box>
  );
}
