import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BUDGET_YEARS, createBudgetSchema, reviseBudgetSchema, type BudgetDetail } from '@keel/domain';
import { CurrencyField } from '../../../../components/CurrencyField';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useCreateBudget } from '../api/create-budget';
import { useBudgetCategories } from '../api/list-categories';
import { useReviseBudget } from '../api/revise-budget';
import { CategoryPicker } from './CategoryPicker';
import { MonthsEditor } from './MonthsEditor';

interface Values extends Record<string, unknown> {
  shipId: string;
  categoryId: string;
  year: string;
  currency: string;
  amount: string;
  months: string[];
  reason: string;
}

const valuesOf = (b: BudgetDetail | null, defaults: Partial<Values>): Values => ({
  shipId: b?.shipId ?? defaults.shipId ?? '',
  categoryId: b?.categoryId ?? defaults.categoryId ?? '',
  year: String(b?.year ?? defaults.year ?? new Date().getFullYear()),
  currency: b?.currency ?? 'USD',
  amount: b?.amount ?? '',
  months: b?.months ?? Array<string>(12).fill(''),
  reason: '',
});

/**
 * A new budget (ship, expense category, year, amount, currency and the split over 12 months), or a
 * new revision of one (`budget` given: amount, currency, months and the reason for the change). The
 * domain schema checks that the months add up exactly; a 409 goes to `onConflict` (stale) or under
 * the category (a budget for that ship, category and year exists).
 */
export function BudgetFormDialog({
  open,
  budget,
  defaults = {},
  onClose,
  onSaved,
  onConflict,
}: {
  open: boolean;
  budget: BudgetDetail | null;
  defaults?: Partial<Values>;
  onClose: () => void;
  onSaved?: (budget: BudgetDetail) => void;
  onConflict?: () => void;
}) {
  const [initial] = useState(() => valuesOf(budget, defaults));
  const form = useFormState<Values>(initial);
  const ships = useQuery({ ...myShipsQuery(), enabled: open && !budget });
  const categories = useBudgetCategories();
  const create = useCreateBudget();
  const revise = useReviseBudget(budget?.id ?? '');
  const close = () => {
    form.reset(valuesOf(budget, defaults));
    onClose();
  };
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) {
      if (budget && onConflict) {
        close();
        onConflict();
      } else form.setErrors({ categoryId: error.message });
    } else if (!form.applyServerError(error)) notifyError(error);
  };
  const done = (saved: BudgetDetail) => {
    notifySuccess(budget ? `Revision ${saved.revision} saved` : `Budget for ${saved.shipName} created`);
    close();
    onSaved?.(saved);
  };
  const v = form.values;
  const save = () => {
    const money = { currency: v.currency, amount: v.amount.trim(), months: v.months.map((m) => m.trim()) };
    if (budget) {
      const body = form.validate(reviseBudgetSchema, { version: budget.version, ...money, reason: v.reason });
      if (body) revise.mutate(body, { onSuccess: done, onError });
    } else {
      const year = v.year.trim() === '' ? Number.NaN : Number(v.year);
      const body = form.validate(createBudgetSchema, {
        shipId: v.shipId,
        categoryId: v.categoryId,
        year,
        ...money,
        ...(v.reason.trim() ? { reason: v.reason } : {}),
      });
      if (body) create.mutate(body, { onSuccess: done, onError });
    }
  };
  const { errors } = form;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 7 }, (_, i) => thisYear - 2 + i).filter(
    (y) => y >= BUDGET_YEARS.min && y <= BUDGET_YEARS.max,
  );
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title={
        budget
          ? `Revise ${budget.shipName} · ${budget.categoryCode} ${budget.categoryName} · ${budget.year}`
          : 'New budget'
      }
      onClose={close}
      onSave={save}
      saveText={budget ? 'Save revision' : 'Create budget'}
      loading={create.isPending || revise.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        {!budget && (
          <>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                select
                label="Ship"
                fullWidth
                {...form.text('shipId')}
                onChange={(e) => form.setField('shipId', e.target.value)}
              >
                {(ships.data ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                label="Year"
                fullWidth
                {...form.text('year')}
                onChange={(e) => form.setField('year', e.target.value)}
              >
                {years.map((y) => (
                  <MenuItem key={y} value={String(y)}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <CategoryPicker
                categories={categories.data ?? []}
                loading={categories.isPending}
                activeOnly
                value={v.categoryId}
                onChange={(id) => form.setField('categoryId', id)}
                error={Boolean(errors.categoryId)}
                helperText={errors.categoryId ?? ' '}
              />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            label="Amount"
            fullWidth
            {...form.text('amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <CurrencyField
            value={v.currency}
            onChange={(code) => form.setField('currency', code)}
            error={Boolean(errors.currency)}
            helperText={errors.currency ?? ' '}
          />
        </Grid>
        <Grid size={12}>
          <MonthsEditor
            amount={v.amount}
            currency={v.currency}
            months={v.months}
            onChange={(m) => form.setField('months', m)}
            errors={errors}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label={budget ? 'Reason for the change' : 'Reason (optional)'}
            placeholder={budget ? 'e.g. Dry-dock moved to October; extra hull paint' : 'Initial budget'}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            {...form.text('reason')}
          />
        </Grid>
      </Grid>
    </Dialog>
  );
}
