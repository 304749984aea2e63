import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PART_TYPE_LABELS, type VendorOffer } from '@keel/domain';
import { money, type LineValues, type LiveTotals } from './quote-form';

type Line = VendorOffer['lines'][number];

interface Props {
  lines: VendorOffer['lines'];
  values: Record<string, LineValues>;
  currency: string;
  totals: LiveTotals | null;
  errors: Record<string, string>;
  onChange: (lineId: string, patch: Partial<LineValues>) => void;
}

function ItemText({ line }: { line: Line }) {
  const refs = [
    line.impaCode && `IMPA ${line.impaCode}`,
    line.makerPartNumber && `P/N ${line.makerPartNumber}`,
    line.maker,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Typography sx={{ fontWeight: 500 }}>{line.description}</Typography>
      {refs && (
        <Typography variant="body2" color="text.secondary">
          {refs}
        </Typography>
      )}
      {line.remarks && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {line.remarks}
        </Typography>
      )}
    </>
  );
}

function lineInputs({
  line,
  v,
  error,
  onChange,
  dense,
}: {
  line: Line;
  v: LineValues;
  error: (f: string) => string | undefined;
  onChange: Props['onChange'];
  dense: boolean;
}) {
  const field = (name: keyof LineValues, label: string, extra: object = {}) => (
    <TextField
      size="small"
      label={dense ? undefined : label}
      value={v[name]}
      onChange={(e) => onChange(line.id, { [name]: e.target.value })}
      error={Boolean(error(name))}
      helperText={error(name)}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${label}, line ${line.position}` } }}
      fullWidth
      {...extra}
    />
  );
  return {
    unitPrice: field('unitPrice', 'Unit price'),
    discountPercent: field('discountPercent', 'Discount %'),
    availableQuantity: field('availableQuantity', 'Available qty'),
    leadTimeDays: field('leadTimeDays', 'Lead time (days)', {
      slotProps: {
        htmlInput: { inputMode: 'numeric', 'aria-label': `Lead time (days), line ${line.position}` },
      },
    }),
    partType: (
      <Box>
        <TextField
          select
          size="small"
          label={dense ? undefined : 'Part type'}
          value={v.partType}
          onChange={(e) => onChange(line.id, { partType: e.target.value as LineValues['partType'] })}
          slotProps={{ htmlInput: { 'aria-label': `Part type, line ${line.position}` } }}
          fullWidth
        >
          {[0, 1, 2].map((p) => (
            <MenuItem key={p} value={String(p)}>
              {PART_TYPE_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        {v.partType !== '0' && (
          <Box sx={{ mt: 1 }}>
            {field('offeredPartNumber', 'Offered part no.', { label: 'Offered part no.' })}
          </Box>
        )}
      </Box>
    ),
  };
}

/** The RFQ lines with the vendor's inputs: a table on wide screens, one card per line on a phone. */
export function QuoteLines({ lines, values, currency, totals, errors, onChange }: Props) {
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const errorOf = (lineId: string) => (f: string) => errors[`line:${lineId}:${f}`];
  const total = (id: string) => {
    const t = totals?.byLine[id];
    return t ? money(t, currency) : '—';
  };
  if (!wide)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {lines.map((line) => {
          const inputs = lineInputs({
            line,
            v: values[line.id]!,
            error: errorOf(line.id),
            onChange,
            dense: false,
          });
          return (
            <Paper key={line.id} variant="outlined" sx={{ p: 1.5 }} aria-label={`Line ${line.position}`}>
              <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
                <Typography color="text.secondary">{line.position}.</Typography>
                <Box sx={{ flex: 1 }}>
                  <ItemText line={line} />
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    Requested:{' '}
                    <b>
                      {line.quantity} {line.unit}
                    </b>
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                {inputs.unitPrice}
                {inputs.availableQuantity}
                {inputs.discountPercent}
                {inputs.leadTimeDays}
                <Box sx={{ gridColumn: '1 / -1' }}>{inputs.partType}</Box>
              </Box>
              <Typography sx={{ textAlign: 'right', mt: 1, fontWeight: 600 }}>{total(line.id)}</Typography>
            </Paper>
          );
        })}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Lines to quote">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell sx={{ minWidth: 220 }}>Item</TableCell>
            <TableCell align="right">Requested</TableCell>
            <TableCell sx={{ width: 120 }}>Unit price</TableCell>
            <TableCell sx={{ width: 90 }}>Disc. %</TableCell>
            <TableCell sx={{ width: 100 }}>Available</TableCell>
            <TableCell sx={{ width: 90 }}>Lead days</TableCell>
            <TableCell sx={{ width: 150 }}>Part type</TableCell>
            <TableCell align="right" sx={{ minWidth: 110 }}>
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const inputs = lineInputs({
              line,
              v: values[line.id]!,
              error: errorOf(line.id),
              onChange,
              dense: true,
            });
            return (
              <TableRow key={line.id} sx={{ verticalAlign: 'top' }}>
                <TableCell>{line.position}</TableCell>
                <TableCell>
                  <ItemText line={line} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {line.quantity} {line.unit}
                </TableCell>
                <TableCell>{inputs.unitPrice}</TableCell>
                <TableCell>{inputs.discountPercent}</TableCell>
                <TableCell>{inputs.availableQuantity}</TableCell>
                <TableCell>{inputs.leadTimeDays}</TableCell>
                <TableCell>{inputs.partType}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600, pt: 2 }}>
                  {total(line.id)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
