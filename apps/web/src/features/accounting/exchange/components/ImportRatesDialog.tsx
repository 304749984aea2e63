import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { rateImportSchema, RATE_IMPORT_MAX_CHARS, type RateImportReport as Report } from '@keel/domain';
import { CurrencyField } from '../../../../components/CurrencyField';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { plural } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useImportRates, usePreviewRateImport } from '../api/import-rates';
import { RateImportReport, reportSummary } from './RateImportReport';
import { RATE_TYPE_OPTIONS } from './rate-format';

const initial = () => ({ csv: '', fileName: '', base: 'EUR', source: 'ECB', type: 'daily' });

/**
 * Imports a file of daily reference rates (`date,currency,rate` against a base): Preview shows what
 * would be stored and every refused line with why; Import stores the accepted lines and shows the
 * same report. Changing the file or the settings asks for a new preview.
 */
export function ImportRatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useFormState(initial());
  const [report, setReport] = useState<Report | null>(null);
  const preview = usePreviewRateImport();
  const store = useImportRates();
  const close = () => {
    form.reset(initial());
    setReport(null);
    onClose();
  };
  const set = (key: 'csv' | 'base' | 'source' | 'type', value: string) => {
    form.setField(key, value);
    setReport(null);
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > RATE_IMPORT_MAX_CHARS) return form.setErrors({ csv: 'The file is larger than 2 MB' });
    set('csv', await file.text());
    form.setField('fileName', file.name);
  };
  const body = () => form.validate(rateImportSchema, form.values);
  const onError = (error: unknown) => {
    if (!form.applyServerError(error)) notifyError(error);
  };
  const save = () => {
    if (report?.stored) return close();
    const checked = body();
    if (!checked) return;
    if (!report) return preview.mutate(checked, { onSuccess: setReport, onError });
    store.mutate(checked, {
      onSuccess: (done) => {
        setReport(done);
        notifySuccess(reportSummary(done));
      },
      onError,
    });
  };
  const saveText = !report ? 'Preview' : report.stored ? 'Done' : `Import ${plural(report.accepted, 'rate')}`;
  return (
    <Dialog
      open={open}
      title="Import daily rates (CSV)"
      onClose={close}
      onSave={save}
      saveText={saveText}
      saveDisabled={report !== null && !report.stored && report.accepted === 0}
      loading={preview.isPending || store.isPending}
      dirty={form.dirty && !report?.stored}
      maxWidth="md"
      onCancel={report?.stored ? false : undefined}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          One line per date and currency: <code>date,currency,rate</code>, where 1 unit of the base currency
          is worth <i>rate</i> units of the currency (a central bank&apos;s daily reference rates). A header
          line, semicolons with decimal commas and the ECB data-portal export are read too.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <CurrencyField
            label="Base currency"
            name="base"
            value={form.values.base}
            onChange={(c) => set('base', c)}
            error={Boolean(form.errors.base)}
            helperText={form.errors.base ?? ' '}
          />
          <TextField
            select
            label="Type"
            name="type"
            value={form.values.type}
            onChange={(e) => set('type', e.target.value)}
            helperText=" "
          >
            {RATE_TYPE_OPTIONS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Source"
            name="source"
            value={form.values.source}
            onChange={(e) => set('source', e.target.value)}
            error={Boolean(form.errors.source)}
            helperText={form.errors.source ?? ' '}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
            Choose file
            <input
              hidden
              type="file"
              accept=".csv,.txt,text/csv,text/plain"

              onChange={(e) => void pick(e)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {form.values.fileName || 'or paste the lines below'}
          </Typography>
        </Box>
        <TextField
          label="Rates"
          name="csv"
          multiline
          minRows={4}
          maxRows={10}
          placeholder={'date,currency,rate\n2026-03-02,USD,1.0853'}
          value={form.values.csv}
          onChange={(e) => set('csv', e.target.value)}
          error={Boolean(form.errors.csv)}
          helperText={form.errors.csv ?? ' '}
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
        {report && <RateImportReport report={report} />}
      </Box>
    </Dialog>
  );
}
