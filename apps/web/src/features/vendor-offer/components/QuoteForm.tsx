import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/Send';
import { saveQuoteSchema, type SaveQuoteInput, type VendorOffer } from '@keel/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CurrencyField } from '../../../components/CurrencyField';
import { DateInput } from '../../../components/DateInput';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, plural } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveDraft, useSubmitQuote } from '../api/offer-api';
import { AttachmentsSection } from './AttachmentsSection';
import {
  initialValues,
  liveTotals,
  money,
  toSaveBody,
  type LineValues,
  type QuoteValues,
} from './quote-form';
import { QuoteLines } from './QuoteLines';
import { QuoteTotals } from './QuoteTotals';

type Errors = Record<string, string>;

/** Field errors keyed for the form: header fields by name, line fields as `line:<rfqLineId>:<field>`. */
function keyErrors(issues: { path: string; message: string }[], body: SaveQuoteInput): Errors {
  const errors: Errors = {};
  for (const { path, message } of issues) {
    const m = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const line = m ? body.lines[Number(m[1])] : undefined;
    const key = m && line ? `line:${line.rfqLineId}:${m[2]}` : path || 'form';
    errors[key] ??= message;
  }
  return errors;
}

/** The vendor's quote: header fields, the lines, live totals, files, Save draft and Submit. */
export function QuoteForm({ offer, token }: { offer: VendorOffer; token: string }) {
  const [values, setValues] = useState<QuoteValues>(() => initialValues(offer));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveDraft(token);
  const submit = useSubmitQuote(token);
  const totals = useMemo(() => liveTotals(values, offer), [values, offer]);
  const draft = offer.draft;

  const set = <K extends keyof QuoteValues>(key: K, value: QuoteValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setLine = (id: string, patch: Partial<LineValues>) =>
    setValues((v) => ({ ...v, lines: { ...v.lines, [id]: { ...v.lines[id]!, ...patch } } }));

  /** Validates and saves; the saved draft, or null when something is wrong (messages shown). */
  const saveDraft = async () => {
    const body = toSaveBody(values, offer, draft?.version);
    const parsed = saveQuoteSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        keyErrors(
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          body,
        ),
      );
      return null;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      return saved.draft;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.details)
        setErrors(
          keyErrors(
            error.details.map((d) => ({ path: d.field, message: d.message })),
            body,
          ),
        );
      else notifyError(error);
      return null;
    }
  };

  const onSave = async () => {
    if (await saveDraft()) notifySuccess('Draft saved. You can come back to this link until the deadline.');
  };
  const onSubmit = async () => {
    const saved = await saveDraft();
    setConfirming(false);
    if (!saved) return;
    try {
      await submit.mutateAsync({ revision: saved.revision, version: saved.version });
      notifySuccess(`Revision ${saved.revision} submitted to ${offer.buyerName}. Thank you.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const busy = save.isPending || submit.isPending;
  const field = (
    key: 'leadTimeDays' | 'discountPercent' | 'freight' | 'portCharges',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      size="small"
      label={label}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Your quote
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {draft
            ? `Draft of revision ${draft.revision}, saved ${formatDateTime(draft.updatedAt)}`
            : offer.submitted.length > 0
              ? `A new revision replaces revision ${offer.submitted[0]!.revision} once submitted`
              : 'Not saved yet'}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(8, 1fr)' }, gap: 1.5 }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          <CurrencyField
            size="small"
            value={values.currency}
            onChange={(code) => set('currency', code)}
            error={Boolean(errors.currency)}
            helperText={errors.currency ?? ' '}
          />
        </Box>
        {/* Two columns wide: the whole date stays readable beside the clear and calendar buttons. */}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          <DateInput
            size="small"
            label="Valid until"
            name="validUntil"
            value={values.validUntil}
            onChange={(d) => set('validUntil', d)}
            error={errors.validUntil}
            clearable
          />
        </Box>
        {field('leadTimeDays', 'Lead time (days)', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('discountPercent', 'Discount % (all)', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('freight', 'Freight', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('portCharges', 'Port charges', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
      </Box>
      <QuoteLines
        lines={offer.lines}
        values={values.lines}
        currency={values.currency}
        totals={totals}
        errors={errors}
        onChange={setLine}
      />
      {errors.lines && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.lines}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, gap: 2, mt: 2 }}>
        <TextField
          label="Remarks to the buyer"
          multiline
          minRows={3}
          value={values.remarks}
          onChange={(e) => set('remarks', e.target.value)}
          error={Boolean(errors.remarks)}
          helperText={errors.remarks ?? 'Delivery terms, packing, alternatives offered…'}
        />
        <QuoteTotals totals={totals} currency={values.currency} />
      </Box>
      <AttachmentsSection token={token} draft={draft} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<SaveOutlinedIcon />}
          onClick={() => void onSave()}
          disabled={busy}
        >
          Save draft
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => setConfirming(true)}
          disabled={busy || !totals?.pricedLines}
        >
          Submit quote
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Submit your quote?"
        message={
          totals
            ? `You submit ${totals.pricedLines} of ${plural(offer.lines.length, 'line')}, total ${money(totals.total, values.currency)}. A submitted revision cannot be changed; you can submit a new one until the deadline.`
            : 'Check the figures first.'
        }
        confirmText="Submit"
        loading={busy}
        onConfirm={() => void onSubmit()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
