import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { REQUISITION_DEPARTMENTS } from '@keel/domain';
import { CurrencyField } from '../../../../components/CurrencyField';
import { DateInput } from '../../../../components/DateInput';
import type { useFormState } from '../../../../lib/form';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useRequisitionCategories } from '../api/list-categories';
import { departmentLabel, type RequisitionFormValues } from './requisition-form';
import { RequisitionLinesEditor } from './RequisitionLinesEditor';
import { UrgentChip } from './RequisitionChips';

type Form = ReturnType<typeof useFormState<RequisitionFormValues>>;

/**
 * The header (ship for a new one, title, department, urgent, required by, delivery port, expense
 * category, currency, remarks) and the lines of a requisition form, messages under the fields.
 */
export function RequisitionFields({ form, withShip }: { form: Form; withShip: boolean }) {
  const ships = useQuery({ ...myShipsQuery(), enabled: withShip });
  const categories = useRequisitionCategories();
  const { values: v, errors } = form;
  const select = (key: keyof RequisitionFormValues & string) => ({
    ...form.text(key),
    onChange: (e: { target: { value: string } }) => form.setField(key, e.target.value),
    select: true,
    fullWidth: true,
  });
  const urgentSwitch = (
    <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 2.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={v.urgent}
            color="error"
            onChange={(e) => form.setField('urgent', e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Urgent' } }}
          />
        }
        label="Urgent"
      />
      {v.urgent && <UrgentChip />}
    </Grid>
  );
  return (
    <Box>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        {withShip && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Ship" required {...select('shipId')}>
              {(ships.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: withShip ? 6 : 8 }}>
          <TextField label="Title" required fullWidth {...form.text('title')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="Department" {...select('department')}>
            {REQUISITION_DEPARTMENTS.map((d) => (
              <MenuItem key={d} value={d}>
                {departmentLabel(d)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateInput label="Required by" clearable {...form.date('requiredBy')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label="Delivery port (UN/LOCODE)"
            placeholder="NLRTM"
            fullWidth
            {...form.text('deliveryPort')}
          />
        </Grid>
        {!withShip && urgentSwitch}
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label="Expense category"
            {...select('categoryId')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id} sx={{ pl: c.code.endsWith('00') ? 2 : 4 }}>
                {c.code} {c.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CurrencyField
            label="Currency of the estimates"
            value={v.currency}
            onChange={(code) => form.setField('currency', code)}
            error={Boolean(errors.currency)}
            helperText={errors.currency ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: withShip ? 8 : 12 }}>
          <TextField label="Remarks" fullWidth multiline minRows={1} {...form.text('remarks')} />
        </Grid>
        {withShip && urgentSwitch}
      </Grid>
      <RequisitionLinesEditor
        lines={v.lines}
        errors={errors}
        currency={v.currency}
        onChange={(lines) => form.setField('lines', lines)}
        onErrorsChange={form.setErrors}
      />
    </Box>
  );
}
