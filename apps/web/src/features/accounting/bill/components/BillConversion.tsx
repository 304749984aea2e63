import type { BillDetail, BillLine } from '@keel/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../lib/format';

/** Whether the bill's prices are converted into its POs' currency for the three-way match. */
export function isConverted(bill: Pick<BillDetail, 'poCurrency' | 'currency'>): boolean {
  return !!bill.poCurrency && bill.poCurrency !== bill.currency;
}

/**
 * The rate a bill in another currency than its POs was matched with: one unit of the bill's currency in
 * the POs' currency on the bill date, with the rate's date and source. Nothing when both are the same.
 */
export function BillRateNote({ bill }: { bill: BillDetail }) {
  if (!isConverted(bill)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="bill-po-rate">
      Prices are compared with the POs in {bill.poCurrency}: 1 {bill.currency} = {bill.poRate}{' '}
      {bill.poCurrency}
      {bill.poRateDate ? `, rate of ${formatDate(bill.poRateDate)}` : ''}
      {bill.poRateSource ? ` (${bill.poRateSource})` : ''}.
    </Alert>
  );
}

/** A line's unit price beside its PO's price; a converted bill shows the price in the PO's currency too. */
export function linePriceText(
  bill: Pick<BillDetail, 'poCurrency' | 'currency'>,
  line: Pick<BillLine, 'unitPrice' | 'convertedUnitPrice' | 'poUnitPrice'>,
): string {
  if (line.poUnitPrice === null) return `${line.unitPrice} ${bill.currency} · no PO`;
  if (!isConverted(bill)) return `${line.unitPrice} / PO ${line.poUnitPrice} ${bill.currency}`;
  return `${line.unitPrice} ${bill.currency} = ${line.convertedUnitPrice ?? '—'} ${bill.poCurrency} / PO ${line.poUnitPrice} ${bill.poCurrency}`;
}

/** {@link linePriceText} as a caption (the edit page, under a saved line). */
export function LinePriceCaption(props: Parameters<typeof linePriceText>[1] & { bill: BillDetail }) {
  return (
    <Typography variant="caption" color="text.secondary" data-testid="line-prices">
      {linePriceText(props.bill, props)}
    </Typography>
  );
}
