import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { currencyExponent, formatDecimal, PART_TYPE_LABELS, type RfqComparison } from '@keel/domain';
import { CurrencyField } from '../../../../../components/CurrencyField';
import { LoadingWheel } from '../../../../../components/LoadingWheel';
import { errorMessage } from '../../../../../lib/api-error';
import { formatDate } from '../../../../../lib/format';
import { useComparison } from '../api/get-comparison';
import { AwardSummaryBar } from './AwardSummaryBar';
import { allToVendor, defaultChoices, type Choices } from './comparison-choice';
import { AwardAllButton, VendorHeadCell, VendorRemarksCell } from './ComparisonVendorCells';
import { QuoteRevisionsDialog } from './QuoteRevisionsDialog';

const fmt = (amount: string, currency: string) =>
  `${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;

function Marks({ offer }: { offer: RfqComparison['lines'][number]['offers'][number] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {offer.cheapest && <Chip size="small" color="success" label="Cheapest" />}
      {offer.fastest && <Chip size="small" color="info" label="Fastest" />}
      {offer.alternative && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={`${PART_TYPE_LABELS[offer.partType]} alternative`}
        />
      )}
      {offer.short && (
        <Chip size="small" color="error" variant="outlined" label={`Only ${offer.offeredQty}`} />
      )}
    </Box>
  );
}

/**
 * Lines × vendors in one currency (dated rates): per line each vendor's converted net unit price and
 * line total with cheapest / fastest / alternative / short marks, and a choice per line for the award
 * (by default the cheapest whole buy with each vendor's charges counted once; "Award all to this
 * vendor" per vendor), its total beside the best single vendor's; each vendor's remarks and files, and
 * its quote revisions (opened from the column head); totals, lead time and missing lines per vendor.
 */
export function ComparisonGrid({
  rfqId,
  defaultCurrency,
  choices,
  onChoices,
  selectable,
}: {
  rfqId: string;
  defaultCurrency: string;
  choices: Choices;
  onChoices: (choices: Choices, comparison: RfqComparison) => void;
  selectable: boolean;
}) {
  const [currency, setCurrency] = useState(defaultCurrency);
  const comparison = useComparison(rfqId, currency);
  const [opened, setOpened] = useState<{ invitationId: string; revision: number } | null>(null);
  const data = comparison.data;
  useEffect(() => {
    if (data && Object.keys(choices).length === 0) onChoices(defaultChoices(data), data);
  }, [data, choices, onChoices]);

  if (comparison.isPending) return <LoadingWheel label="Comparing quotes" />;
  if (comparison.isError) return <Alert severity="error">{errorMessage(comparison.error)}</Alert>;
  if (!data) return null;
  const cur = data.currency;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Box sx={{ width: 240 }}>
          <CurrencyField
            size="small"
            label="Compare in"
            value={currency}
            onChange={(c) => c && setCurrency(c)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Converted with the exchange rates of {formatDate(data.date)}. Only complete quotes are ranked
          overall.
        </Typography>
      </Box>
      {data.vendors.length > 0 && selectable && <AwardSummaryBar comparison={data} choices={choices} />}
      {data.vendors.length === 0 ? (
        <Alert severity="info">No vendor has submitted a quote yet.</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Quote comparison" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 200 }}>Line</TableCell>
                {data.vendors.map((v) => (
                  <VendorHeadCell
                    key={v.vendorId}
                    vendor={v}
                    onOpenQuote={(x) => setOpened({ invitationId: x.invitationId, revision: x.revision })}
                  />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.lines.map((line) => (
                <TableRow key={line.rfqLineId}>
                  <TableCell>
                    <Typography variant="body2">
                      {line.position}. {line.description}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {line.quantity} {line.unit}
                    </Typography>
                  </TableCell>
                  {data.vendors.map((v) => {
                    const offer = line.offers.find((o) => o.vendorId === v.vendorId);
                    if (!offer)
                      return (
                        <TableCell key={v.vendorId}>
                          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                            Not offered
                          </Typography>
                        </TableCell>
                      );
                    const chosen = choices[line.rfqLineId] === offer.quoteLineId;
                    return (
                      <TableCell key={v.vendorId} sx={chosen ? { bgcolor: 'action.selected' } : undefined}>
                        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                          {selectable && (
                            <Radio
                              size="small"
                              checked={chosen}
                              onChange={() =>
                                onChoices({ ...choices, [line.rfqLineId]: offer.quoteLineId }, data)
                              }
                              slotProps={{
                                input: { 'aria-label': `Choose ${v.vendorName} for line ${line.position}` },
                              }}
                              sx={{ p: 0.25 }}
                            />
                          )}
                          <Box>
                            <Typography
                              variant="body2"
                              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                            >
                              {cur} {fmt(offer.lineTotal.amount, cur)}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {fmt(offer.netUnitPrice, cur)} / unit
                              {offer.leadTimeDays !== null && ` · ${offer.leadTimeDays} d`}
                              {offer.offeredPartNumber && ` · ${offer.offeredPartNumber}`}
                            </Typography>
                            <Marks offer={offer} />
                          </Box>
                        </Box>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Total (freight and port charges included)</TableCell>
                {data.vendors.map((v) => (
                  <TableCell key={v.vendorId}>
                    <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                      {cur} {fmt(v.total, cur)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {[
                        v.originalTotal.currency !== cur &&
                          `${v.originalTotal.currency} ${fmt(v.originalTotal.amount, v.originalTotal.currency)} at ${v.conversion.rate}`,
                        v.leadTimeDays !== null && `lead ${v.leadTimeDays} d`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Freight {fmt(v.freight, cur)} · port charges {fmt(v.portCharges, cur)}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                      {v.cheapest && <Chip size="small" color="success" label="Cheapest overall" />}
                      {v.fastest && <Chip size="small" color="info" label="Fastest overall" />}
                      {!v.complete && (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="warning"
                          label={`${v.missingLineIds.length} missing, ${v.shortLineIds.length} short`}
                        />
                      )}
                    </Box>
                    {selectable && (
                      <AwardAllButton
                        vendor={v}
                        onClick={() => onChoices(allToVendor(data, v.vendorId), data)}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Remarks and files</TableCell>
                {data.vendors.map((v) => (
                  <VendorRemarksCell key={v.vendorId} rfqId={rfqId} vendor={v} />
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
      {data.notQuoted.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No quote from: {data.notQuoted.map((n) => `${n.vendorName} (${n.state.toLowerCase()})`).join(', ')}
        </Typography>
      )}
      {opened && (
        <QuoteRevisionsDialog
          rfqId={rfqId}
          invitationId={opened.invitationId}
          revision={opened.revision}
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
}
