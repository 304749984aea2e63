import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { EXPENSE_CATEGORY_LIMITS } from '@keel/domain';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError } from '../../../../lib/notify';

/** Code and name of a category as typed. */
export interface CategoryFormValues extends Record<string, unknown> {
  code: string;
  name: string;
}

/**
 * The inline form of the tree (add a category, rename or recode one): checked with the domain schema;
 * server field errors and a duplicate code show under the field; a stale version goes to `onConflict`.
 */
export function CategoryInlineForm<S extends z.ZodType>({
  label,
  initial,
  schema,
  toInput,
  submit,
  saving,
  onDone,
  onCancel,
  onConflict,
  indent,
}: {
  label: string;
  initial: CategoryFormValues;
  schema: S;
  toInput: (values: CategoryFormValues) => unknown;
  submit: (body: z.output<S>) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
  onCancel: () => void;
  onConflict: () => void;
  indent: number;
}) {
  const form = useFormState<CategoryFormValues>(initial);
  const save = () => {
    const body = form.validate(schema, toInput(form.values));
    if (!body) return;
    submit(body).then(onDone, (error: unknown) => {
      if (error instanceof ApiError && error.isConflict) {
        if (/already exists/.test(error.message)) form.setErrors({ code: error.message });
        else onConflict();
      } else if (!form.applyServerError(error)) notifyError(error);
    });
  };
  const other = Object.entries(form.errors).find(([k]) => k !== 'code' && k !== 'name');
  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        py: 1,
        pl: `${indent}px`,
        pr: 1,
      }}
    >
      <TextField
        label="Code"
        size="small"
        autoFocus
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { maxLength: 20 } }}
        {...form.text('code')}
      />
      <TextField
        label="Name"
        size="small"
        sx={{ flex: '1 1 200px', minWidth: 160 }}
        slotProps={{ htmlInput: { maxLength: EXPENSE_CATEGORY_LIMITS.name } }}
        {...form.text('name')}
        error={Boolean(form.errors.name ?? other)}
        helperText={form.errors.name ?? other?.[1] ?? ' '}
      />
      <Box sx={{ display: 'flex', gap: 1, pt: 0.25 }}>
        <Button type="submit" variant="contained" size="small" loading={saving}>
          Save
        </Button>
        <Button size="small" color="inherit" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
