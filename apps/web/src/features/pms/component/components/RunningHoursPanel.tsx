import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createReadingSchema, formatDayUtc, type Counter } from '@keel/domain';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { useFormState } from '../../../../lib/form';
import { errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { readingWrite, useAddReading } from '../api/add-reading';
import { useCounters, useReadings } from '../api/list-counters';

const today = () => new Date().toISOString().slice(0, 10);

function ReadingForm({
  counter,
  componentId,
  shipId,
  label,
}: {
  counter: Counter;
  componentId: string;
  shipId: string;
  label: string;
}) {
  const form = useFormState({ readingOn: today(), hours: '', isReset: false, resetReason: '' });
  const add = useAddReading(componentId);
  const submit = async () => {
    const body = form.validate(createReadingSchema, {
      readingOn: form.values.readingOn,
      hours: form.values.hours === '' ? undefined : Number(form.values.hours),
      isReset: form.values.isReset,
      resetReason: form.values.isReset ? form.values.resetReason : null,
    });
    if (!body) return;
    try {
      const result = await add.submit(
        readingWrite(
          counter.id,
          body,
          `${label} ${counter.name}: ${body.hours} h on ${body.readingOn}`,
          shipId,
        ),
      );
      if (result.outcome === 'sent') {
        notifySuccess(
          result.data.reading.implausible
            ? 'Reading saved — flagged as an implausible jump'
            : 'Reading saved',
        );
        form.reset({ ...form.values, hours: '', isReset: false, resetReason: '' });
      } else
        notifySuccess(
          'No connection: the reading is kept on this device and sent as soon as the link is back',
        );
    } catch (error) {
      if (!form.applyServerError(error)) notifyError(error);
    }
  };
  return (
    <Box
      component="form"
      aria-label={`New reading of ${counter.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField
        size="small"
        type="date"
        label="Date"
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.text('readingOn')}
      />
      <TextField size="small" type="number" label="Hours" {...form.text('hours')} sx={{ width: 140 }} />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.values.isReset}
            onChange={(e) => form.setField('isReset', e.target.checked)}
          />
        }
        label="Meter replaced (reset)"
      />
      {form.values.isReset && (
        <TextField size="small" label="Reason for the reset" {...form.text('resetReason')} />
      )}
      <Button type="submit" variant="contained" disabled={add.isPending}>
        Save reading
      </Button>
    </Box>
  );
}

function History({ counterId }: { counterId: string }) {
  const readings = useReadings(counterId);
  if (readings.isPending) return <LoadingWheel />;
  if (readings.isError) return <Alert severity="error">{errorMessage(readings.error)}</Alert>;
  if (readings.data.data.length === 0)
    return <Typography color="text.secondary">No readings yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Readings">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Hours/day</TableCell>
            <TableCell>Entered by</TableCell>
            <TableCell>Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.data.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{formatDayUtc(r.readingOn)}</TableCell>
              <TableCell align="right">{r.hours.toLocaleString('en')}</TableCell>
              <TableCell align="right">{r.hoursPerDay ?? '—'}</TableCell>
              <TableCell>{r.enteredByName ?? '—'}</TableCell>
              <TableCell>
                {r.implausible && <Chip size="small" color="warning" label="Implausible jump" />}
                {r.isReset && <Chip size="small" label={`Reset: ${r.resetReason ?? ''}`} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The running-hours counters of the selected component: current hours, hours per day, a reading form
 * for the crew (sent through the device's queue at sea) and the history with implausible jumps flagged.
 */
export function RunningHoursPanel({
  componentId,
  shipId,
  label,
  canRead,
}: {
  componentId: string;
  shipId: string | null;
  label: string;
  canRead: boolean;
}) {
  const counters = useCounters(componentId);
  const [open, setOpen] = useState<string | null>(null);
  if (counters.isPending) return <LoadingWheel />;
  if (counters.isError) return <Alert severity="error">{errorMessage(counters.error)}</Alert>;
  if (counters.data.length === 0)
    return <Typography color="text.secondary">No running-hours counter on this component.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {counters.data.map((c) => (
        <Box key={c.id} component="section" aria-label={c.name}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="h3">
              {c.name}
            </Typography>
            <Typography data-testid="current-hours">{c.currentHours.toLocaleString('en')} h</Typography>
            <Typography color="text.secondary" variant="body2">
              {c.currentReadingOn ? `read ${formatDayUtc(c.currentReadingOn)}` : 'no reading yet'}
              {c.hoursPerDay !== null && ` · ${c.hoursPerDay} h/day`}
            </Typography>
            <Button size="small" onClick={() => setOpen(open === c.id ? null : c.id)}>
              {open === c.id ? 'Hide history' : 'History'}
            </Button>
          </Box>
          {shipId && canRead && (
            <ReadingForm counter={c} componentId={componentId} shipId={shipId} label={label} />
          )}
          {open === c.id && <History counterId={c.id} />}
        </Box>
      ))}
    </Box>
  );
}
