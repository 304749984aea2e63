import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { compareDecimal, currencyExponent, formatDecimal, type RfqComparison } from '@keel/domain';
import { plural } from '../../../../../lib/format';
import { choiceSummary, type Choices } from './comparison-choice';
import { joinNames } from './vendor-names';

const money = (amount: string, currency: string) =>
  `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;

/**
 * The chosen award's total (lines + each chosen vendor's freight and port charges, once) beside the
 * cheapest single vendor's whole offer, in the comparison currency.
 */
export function AwardSummaryBar({ comparison, choices }: { comparison: RfqComparison; choices: Choices }) {
  const summary = choiceSummary(comparison, choices);
  const cur = comparison.currency;
  const best = summary.bestSingleVendor;
  const dearer = best && summary.lines > 0 ? compareDecimal(summary.total, best.total) > 0 : false;
  return (
    <Box
      role="status"
      aria-label="Award total"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 3 },
        p: 1.5,
        mb: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box>
        <Typography variant="caption" color="text.secondary">
          Chosen award (charges included)
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {summary.lines === 0 ? 'Nothing chosen' : money(summary.total, cur)}
        </Typography>
        {summary.lines > 0 && (
          <Typography variant="caption" color="text.secondary">
            {plural(summary.lines, 'line')} from {joinNames(summary.vendors.map((v) => v.vendorName))}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary">
          Best single vendor (whole offer)
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {best ? money(best.total, cur) : 'No vendor quoted every line'}
        </Typography>
        {best && (
          <Typography variant="caption" color="text.secondary">
            {best.vendorName}
          </Typography>
        )}
      </Box>
      {dearer && best && (
        <Alert severity="warning" sx={{ py: 0, alignSelf: 'center' }}>
          The chosen award costs more than buying everything from {best.vendorName}.
        </Alert>
      )}
    </Box>
  );
}
