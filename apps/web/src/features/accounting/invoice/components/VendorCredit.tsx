import Typography from '@mui/material/Typography';
import { isPositiveDecimal, type InvoiceDetail, type InvoiceLine } from '@keel/domain';
import { formatAmount } from './invoice-format';

/** The lines whose vendor credit after invoicing is not passed on to the customer yet. */
export function linesToPassOn(invoice: InvoiceDetail): InvoiceLine[] {
  return invoice.groups
    .flatMap((g) => g.lines)
    .filter((l) => l.vendorCredit && isPositiveDecimal(l.vendorCredit.toPassOn));
}

/** The credit-note dialog's amounts to pass the vendor credits on: line id → amount (invoice currency). */
export function passOnAmounts(invoice: InvoiceDetail): Record<string, string> {
  return Object.fromEntries(linesToPassOn(invoice).map((l) => [l.id, l.vendorCredit!.toPassOn]));
}

/**
 * Under a line sourced from a vendor-bill line: what the vendor credited on it after it was invoiced and is
 * not passed on yet ("Vendor credited 30.00 USD after invoicing — not yet passed on"); the amount in the
 * invoice's currency when it differs or was partly passed on. On a draft: save it again to price the line net.
 */
export function VendorCreditMarker({ invoice, line }: { invoice: InvoiceDetail; line: InvoiceLine }) {
  const credit = line.vendorCredit;
  if (!credit || !isPositiveDecimal(credit.toPassOn)) return null;
  const credited = `${formatAmount(credit.credited, credit.currency)} ${credit.currency}`;
  const whole = credit.toPassOn === credit.creditedInInvoiceCurrency && credit.currency === invoice.currency;
  const left = `${formatAmount(credit.toPassOn, invoice.currency)} ${invoice.currency}`;
  const text =
    invoice.state === 'DRAFT'
      ? `Vendor credited ${credited} after this line was added — save the draft again to price it net`
      : `Vendor credited ${credited} after invoicing — ${whole ? '' : `${left} `}not yet passed on`;
  return (
    <Typography
      variant="caption"
      color="warning.main"
      sx={{ display: 'block', mt: 0.5 }}
      data-testid="vendor-credit-marker"
    >
      {text}
    </Typography>
  );
}
