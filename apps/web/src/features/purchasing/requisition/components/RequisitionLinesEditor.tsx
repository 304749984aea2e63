import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_REQUISITION_LINES, REQUISITION_UNITS } from '@keel/domain';
import { emptyLine, errorsWithoutLine, type LineValues } from './requisition-form';

type Field = Exclude<keyof LineValues, 'key' | 'id'>;

/**
 * The lines of a draft: description, IMPA code or maker part number, maker, quantity, unit,
 * estimated unit price and remarks, each with its message under the field (`lines.<i>.<field>`).
 * Lines are added and removed here; at least one stays.
 */
export function RequisitionLinesEditor({
  lines,
  errors,
  onChange,
  onErrorsChange,
  currency,
}: {
  lines: LineValues[];
  errors: Record<string, string>;
  onChange: (lines: LineValues[]) => void;
  onErrorsChange: (errors: Record<string, string>) => void;
  currency: string;
}) {
  const set = (index: number, field: Field, value: string) => {
    onChange(lines.map((l, i) => (i === index ? { ...l, [field]: value } : l)));
    const key = `lines.${index}.${field}`;
    const related = field === 'makerPartNumber' ? `lines.${index}.impaCode` : null;
    if (errors[key] || (related && errors[related])) {
      const next = { ...errors };
      delete next[key];
      if (related) delete next[related];
      onErrorsChange(next);
    }
  };
  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    onErrorsChange(errorsWithoutLine(errors, index));
  };
  const field = (index: number, name: Field, label: string, extra: object = {}) => ({
    label,
    name: `lines.${index}.${name}`,
    value: lines[index]![name],
    onChange: (e: { target: { value: string } }) => set(index, name, e.target.value),
    error: Boolean(errors[`lines.${index}.${name}`]),
    helperText: errors[`lines.${index}.${name}`] ?? ' ',
    size: 'small' as const,
    fullWidth: true,
    ...extra,
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          Lines
        </Typography>
        {errors.lines && (
          <Typography color="error" variant="body2" role="alert">
            {errors.lines}
          </Typography>
        )}
      </Box>
      {lines.map((line, i) => (
        <Box
          key={line.key}
          role="group"
          aria-label={`Line ${i + 1}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: '10px', p: 1.5, pb: 0, mb: 1.5 }}
        >
          <Grid container columnSpacing={1.5} rowSpacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Typography sx={{ pt: 1, minWidth: 20, color: 'text.secondary', fontWeight: 600 }}>
                  {i + 1}
                </Typography>
                <TextField {...field(i, 'description', 'Description')} required />
              </Box>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                {...field(i, 'impaCode', 'IMPA code', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2.5 }}>
              <TextField {...field(i, 'makerPartNumber', 'Maker part no.')} />
            </Grid>
            <Grid size={{ xs: 12, md: 2.5 }}>
              <TextField {...field(i, 'maker', 'Maker')} />
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>
              <TextField
                {...field(i, 'quantity', 'Quantity', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
                required
              />
            </Grid>
            <Grid size={{ xs: 4, md: 1.5 }}>
              <TextField select {...field(i, 'unit', 'Unit')}>
                {REQUISITION_UNITS.map((u) => (
                  <MenuItem key={u} value={u}>
                    {u}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 4, md: 2.5 }}>
              <TextField
                {...field(i, 'estimatedUnitPrice', `Est. unit price${currency ? ` (${currency})` : ''}`, {
                  slotProps: { htmlInput: { inputMode: 'decimal' } },
                })}
              />
            </Grid>
            <Grid size={{ xs: 10, md: 5.5 }}>
              <TextField {...field(i, 'remarks', 'Remarks')} />
            </Grid>
            <Grid size={{ xs: 2, md: 0.5 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Tooltip title={lines.length === 1 ? 'A requisition needs at least one line' : 'Remove line'}>
                <span>
                  <IconButton
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => remove(i)}
                    disabled={lines.length === 1}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Grid>
          </Grid>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...lines, emptyLine()])}
        disabled={lines.length >= MAX_REQUISITION_LINES}
      >
        Add line
      </Button>
    </Box>
  );
}
