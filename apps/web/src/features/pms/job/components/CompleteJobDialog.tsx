import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { completeJobSchema, type JobDetail } from '@keel/domain';
import { DateInput } from '../../../../components/DateInput';
import { Dialog } from '../../../../components/Dialog';
import { todayKey } from '../../../../components/data-table/ListCells';
import { errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { notifyQueued } from '../../../../lib/offline-queue/notify-queued';
import { completionWrite, useCompleteJob } from '../api/complete-job';
import { useShipParts } from '../api/list-ship-parts';
import { serverFieldErrors, zodFieldErrors } from '../../../../lib/form';

interface PartRow {
  sparePartId: string;
  name: string;
  quantity: string;
}

/**
 * Completing a job: date, running hours at completion (for a job on hours), work done, who did it and the
 * stock parts used (taken from the ship's stock). Sent through the device's queue, so a completion entered
 * at sea without a link is kept and sent once when the link is back. Photos and reports go in the job's
 * Activity card (attachments).
 */
export function CompleteJobDialog({
  job,
  open,
  onClose,
}: {
  job: JobDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [doneOn, setDoneOn] = useState(todayKey());
  const [hours, setHours] = useState(job.currentHours !== null ? String(job.currentHours) : '');
  const [workDone, setWorkDone] = useState('');
  const [doneByName, setDoneByName] = useState('');
  const [parts, setParts] = useState<PartRow[]>(
    job.requiredParts.map((p) => ({ sparePartId: p.sparePartId ?? '', name: p.name, quantity: p.quantity })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const stock = useShipParts(job.shipId, job.componentId, open);
  const complete = useCompleteJob();
  const onHours = job.intervalHours !== null;

  const save = () => {
    const parsed = completeJobSchema.safeParse({
      version: job.version,
      doneOn,
      hoursAtCompletion: hours.trim() === '' ? null : Number(hours),
      workDone,
      ...(doneByName.trim() ? { doneByName } : {}),
      partsUsed: parts
        .filter((p) => p.sparePartId || p.name.trim())
        .map((p) => ({
          sparePartId: p.sparePartId || null,
          name: p.name || stock.data?.find((s) => s.id === p.sparePartId)?.name || 'Part',
          quantity: p.quantity,
        })),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    const draft = { doneOn, hours, workDone, doneByName, parts };
    complete.submit(completionWrite(job.id, job.title, parsed.data, draft)).then(
      (result) => {
        if (result.outcome === 'queued') notifyQueued(result.entry);
        else
          notifySuccess(
            `${job.title} done; next due ${result.data.nextDueOn?.replaceAll('-', '/') ?? 'by hours'}`,
          );
        onClose();
      },
      (error: unknown) => {
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fields);
        else setFailure(errorMessage(error));
      },
    );
  };
  const setPart = (i: number, patch: Partial<PartRow>) =>
    setParts((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Dialog
      open={open}
      title={`Complete: ${job.title}`}
      onClose={onClose}
      onSave={save}
      saveText="Record completion"
      loading={complete.isPending}
      dirty={workDone !== ''}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {job.dueStatus === 'OVERDUE' && (
          <Alert severity="warning">
            This job is overdue; record when it was actually done. The next due date counts from it.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DateInput
            label="Done on"
            name="doneOn"
            value={doneOn}
            onChange={setDoneOn}
            maxDate={todayKey()}
            error={errors.doneOn}
          />
          <TextField
            label={onHours ? 'Running hours at completion' : 'Running hours (optional)'}
            name="hoursAtCompletion"
            value={hours}
            onChange={(e) => setHours(e.target.value.replace(/[^0-9]/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required={onHours}
            error={Boolean(errors.hoursAtCompletion)}
            helperText={
              errors.hoursAtCompletion ??
              (job.currentHours !== null ? `Counter reads ${job.currentHours} h` : ' ')
            }
          />
        </Box>
        <TextField
          label="Work done"
          name="workDone"
          value={workDone}
          onChange={(e) => setWorkDone(e.target.value)}
          multiline
          minRows={3}
          required
          error={Boolean(errors.workDone)}
          helperText={errors.workDone ?? 'Findings, measurements, what was renewed'}
        />
        <TextField
          label="Done by (if not you)"
          name="doneByName"
          value={doneByName}
          onChange={(e) => setDoneByName(e.target.value)}
          helperText="A crew member's name and rank"
        />
        <Typography variant="subtitle2" component="h3">
          Spare parts used
        </Typography>
        {stock.isError && (
          <Typography variant="body2" color="text.secondary">
            The ship's stock cannot be read with your access; write the parts used by name.
          </Typography>
        )}
        {parts.map((p, i) => (
          <Box
            key={i}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            {stock.data ? (
              <TextField
                select
                label="Part from stock"
                value={p.sparePartId}
                onChange={(e) =>
                  setPart(i, {
                    sparePartId: e.target.value,
                    name: stock.data.find((s) => s.id === e.target.value)?.name ?? '',
                  })
                }
                error={Boolean(errors[`partsUsed.${i}.sparePartId`])}
                helperText={errors[`partsUsed.${i}.sparePartId`] ?? ' '}
              >
                {stock.data.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.partNumber} {s.name} — {s.balance} {s.unit} on board
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label="Part"
                value={p.name}
                onChange={(e) => setPart(i, { name: e.target.value })}
                helperText=" "
              />
            )}
            <TextField
              label="Quantity"
              value={p.quantity}
              onChange={(e) => setPart(i, { quantity: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={Boolean(errors[`partsUsed.${i}.quantity`])}
              helperText={errors[`partsUsed.${i}.quantity`] ?? ' '}
            />
            <IconButton
              aria-label={`Remove part ${i + 1}`}
              onClick={() => setParts((rows) => rows.filter((_, j) => j !== i))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setParts((rows) => [...rows, { sparePartId: '', name: '', quantity: '1' }])}
          >
            Add a part
          </Button>
        </Box>
      </Box>
    </Dialog>
  );
}
