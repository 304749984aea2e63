import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { purchaseOrderTotals, type PurchaseOrderDetail, type PurchaseOrderLineInput } from '@keel/domain';
import type { FieldErrors } from '../../../../lib/form';
import { PART_TYPE_LABELS } from './po-format';

/** A line as the editor holds it (`key` keeps React rows stable). */
export type EditLine = PurchaseOrderLineInput & { key: string; discount: string };

let counter = 0;

/** The order's lines in the editor's shape. */
export function toEditLines(lines: PurchaseOrderDetail['lines']): EditLine[] {
  return lines.map((l) => ({
    key: l.id,
    id: l.id,
    description: l.description,
    impaCode: l.impaCode ?? '',
    makerPartNumber: l.makerPartNumber ?? '',
    partType: l.partType as 0 | 1 | 2,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.unitPrice,
    discount: l.discount,
  }));
}

/** The total the edited figures give (null while a figure is not a number yet). */
export function linesTotal(
  lines: EditLine[],
  freight: string,
  portCharges: string,
  currency: string,
): string | null {
  try {
    return purchaseOrderTotals({ currency, lines, freight, portCharges }).total;
  } catch {
    return null;
  }
}

const COLUMNS = '2.4fr 0.9fr 1fr 0.9fr 0.7fr 0.6fr 0.9fr 0.6fr 40px';

/** The lines of a draft: description, IMPA, part no., type, quantity, unit, price, discount. */
export function PoLinesEditor({
  lines,
  onChange,
  errors,
  currency,
}: {
  lines: EditLine[];
  onChange: (lines: EditLine[]) => void;
  errors: FieldErrors;
  currency: string;
}) {
  const put = (i: number, patch: Partial<EditLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const cell = (i: number, key: keyof EditLine, label: string, extra: object = {}) => {
    const error = errors[`lines.${i}.${key}`];
    return (
      <TextField
        size="small"
        label={label}
        name={`lines.${i}.${key}`}
        value={(lines[i]![key] as string | null | undefined) ?? ''}
        onChange={(e) => put(i, { [key]: e.target.value })}
        error={Boolean(error)}
        helperText={error ?? ' '}
        {...extra}
      />
    );
  };
  return (
    <Box>
      {errors.lines && <Box sx={{ color: 'error.main', mb: 1 }}>{errors.lines}</Box>}
      {lines.map((line, i) => (
        <Box
          key={line.key}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr', md: COLUMNS },
            mb: 0.5,
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            {cell(i, 'description', `Line ${i + 1}`, { fullWidth: true })}
          </Box>
          {cell(i, 'impaCode', 'IMPA')}
          {cell(i, 'makerPartNumber', 'Part no.')}
          <TextField
            select
            size="small"
            label="Type"
            value={String(line.partType)}
            onChange={(e) => put(i, { partType: Number(e.target.value) as 0 | 1 | 2 })}
            helperText=" "
          >
            {[0, 1, 2].map((v) => (
              <MenuItem key={v} value={String(v)}>
                {PART_TYPE_LABELS[v]}
              </MenuItem>
            ))}
          </TextField>
          {cell(i, 'quantity', 'Qty')}
          {cell(i, 'unit', 'Unit')}
          {cell(i, 'unitPrice', `Price ${currency}`)}
          {cell(i, 'discount', 'Disc. %')}
          <IconButton
            aria-label={`Remove line ${i + 1}`}
            onClick={() => onChange(lines.filter((_l, j) => j !== i))}
            disabled={lines.length === 1}
            sx={{ mt: 0.5 }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() =>
          onChange([
            ...lines,
            {
              key: `new-${(counter += 1)}`,
              description: '',
              impaCode: '',
              makerPartNumber: '',
              partType: 0,
              quantity: '1',
              unit: 'pcs',
              unitPrice: '0',
              discount: '0',
            },
          ])
        }
      >
        Add line
      </Button>
    </Box>
  );
}
