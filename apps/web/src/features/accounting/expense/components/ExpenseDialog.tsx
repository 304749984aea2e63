import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  EXPENSE_PARTY_TYPES,
  EXPENSE_RECEIPT_ACCEPT,
  createExpenseSchema,
  toDateKey,
  type Expense,
  type ExpenseOptions,
} from '@keel/domain';
import { CurrencyField } from '../../../../components/CurrencyField';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateExpense, useUpdateExpense, useUploadReceipt } from '../api/save-expense';
import {
  PARTY_LABELS,
  emptyExpenseForm,
  expenseBodyOf,
  expenseChangesOf,
  expenseFormOf,
  type ExpenseFormValues,
} from './expense-form';

/**
 * Adds an expense (with an optional receipt, uploaded once the expense is saved) or edits one. The
 * server converts the amount into the base currency at the rate of the expense date.
 */
export function ExpenseDialog({
  open,
  options,
  expense,
  onClose,
  onSaved,
  onConflict,
}: {
  open: boolean;
  options: ExpenseOptions | undefined;
  /** The expense to edit; a new one when absent. */
  expense?: Expense;
  onClose: () => void;
  onSaved?: (expense: Expense) => void;
  /** A 409 while editing: the page shows its reload banner. */
  onConflict?: () => void;
}) {
  const initial = (): ExpenseFormValues =>
    expense
      ? expenseFormOf(expense)
      : emptyExpenseForm(
          options?.baseCurrency ?? 'USD',
          options?.ships.length === 1 ? options.ships[0]!.id : '',
        );
  const form = useFormState<ExpenseFormValues>(initial());
  const [receipt, setReceipt] = useState<File | null>(null);
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const upload = useUploadReceipt();
  const { reset } = form;
  // Start from the record (or a blank form) each time the dialog opens.
  useEffect(() => {
    if (open) reset(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, expense?.id, expense?.version, options?.baseCurrency]);
  const v = form.values;
  const close = () => {
    setReceipt(null);
    onClose();
  };
  const failed = (error: unknown) => {
    if (form.applyServerError(error)) return;
    if (expense && (error as { status?: number }).status === 409 && onConflict) {
      close();
      onConflict();
    } else notifyError(error);
  };
  const save = () => {
    const body = form.validate(createExpenseSchema, expenseBodyOf(v));
    if (!body) return;
    if (expense) {
      update.mutate(
        { id: expense.id, body: expenseChangesOf(expense, v) },
        {
          onSuccess: (saved) => {
            notifySuccess('Expense saved');
            close();
            onSaved?.(saved);
          },
          onError: failed,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: async (saved) => {
        let result = saved;
        if (receipt) {
          try {
            result = await upload.mutateAsync({ id: saved.id, version: saved.version, file: receipt });
          } catch (error) {
            notifyError(error);
          }
        }
        notifySuccess('Expense added');
        close();
        onSaved?.(result);
      },
      onError: failed,
    });
  };
  const select = (
    name: keyof ExpenseFormValues & string,
    label: string,
    items: { id: string; name: string }[],
  ) => (
    <TextField select label={label} required {...form.text(name)}>
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const categories = (options?.categories ?? []).map((c) => ({ id: c.id, name: `${c.code} ${c.name}` }));
  const locked = Boolean(expense?.invoicedAt);
  return (
    <Dialog
      open={open}
      title={expense ? 'Edit expense' : 'New expense'}
      onClose={close}
      onSave={save}
      saveText={expense ? 'Save' : 'Add expense'}
      loading={create.isPending || update.isPending || upload.isPending}
      dirty={form.dirty || receipt !== null}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {select('shipId', 'Ship', options?.ships ?? [])}
        {select('categoryId', 'Category', categories)}
        <TextField select label="Party" required {...form.text('partyType')}>
          {EXPENSE_PARTY_TYPES.map((p) => (
            <MenuItem key={p} value={p}>
              {PARTY_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
        {v.partyType === 'agent' ? select('agentId', 'Agent', options?.agents ?? []) : <Box />}
        <DateInput
          label="Date"
          maxDate={toDateKey(new Date())}
          disabled={locked}
          {...form.date('expenseDate')}
        />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' }}>
          <TextField label="Amount" required inputMode="decimal" disabled={locked} {...form.text('amount')} />
          <CurrencyField
            label="Currency"
            name="currency"
            value={v.currency}
            disabled={locked}
            onChange={(c) => form.setField('currency', c)}
            error={Boolean(form.errors.currency)}
            helperText={form.errors.currency ?? ' '}
          />
        </Box>
        <TextField
          label="Description"
          required
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
          {...form.text('description')}
        />
        <FormControlLabel
          control={
            <Checkbox
              name="rebillable"
              checked={v.rebillable}
              disabled={locked}
              onChange={(e) => form.setField('rebillable', e.target.checked)}
            />
          }
          label="Rebillable to a customer"
        />
        {v.rebillable ? (
          <TextField select label="Customer (optional)" disabled={locked} {...form.text('customerId')}>
            <MenuItem value="">Not decided</MenuItem>
            {(options?.customers ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box />
        )}
        {!expense && (
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
              {receipt ? 'Change receipt' : 'Attach receipt'}
              <input
                hidden
                type="file"
                name="receipt"
                data-testid="expense-receipt-input"
                accept={EXPENSE_RECEIPT_ACCEPT}
                onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {receipt ? receipt.name : 'PDF or image, at most 20 MiB'}
            </Typography>
          </Box>
        )}
        {locked && (
          <Typography variant="body2" color="warning.main" sx={{ gridColumn: '1 / -1' }}>
            This expense is on a customer invoice: its amount, date and rebilling stay as invoiced.
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
