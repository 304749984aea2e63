import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createJobSchema, DURATION_UNITS, updateJobSchema, type Job, type JobPart } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import type { PartOwner } from '../api/list-owner-parts';
import { useCreateJob, useUpdateJob } from '../api/save-job';
import { RANK_OPTIONS } from './job-format';
import { RequiredPartsField } from './RequiredPartsField';

const int = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * Create a job on a component, or edit one: title, instructions, interval in days / weeks / months and/or
 * running hours (whichever first), tolerance, responsible rank, critical and, with `partsOwner`, the
 * required spare parts (a catalogue's templates for a job template). Validated with the domain schema;
 * a 409 (stale version) goes to `onConflict`.
 */
export function JobFormDialog({
  open,
  onClose,
  componentId,
  job,
  onConflict,
  partsOwner,
  template = false,
}: {
  open: boolean;
  onClose: () => void;
  componentId: string;
  job?: Job;
  onConflict?: () => void;
  /** Whose parts the required parts are picked from; without it they are kept as they are. */
  partsOwner?: PartOwner;
  /** A catalogue job template (the words of the title). */
  template?: boolean;
}) {
  const [v, setV] = useState({
    title: job?.title ?? '',
    instructions: job?.instructions ?? '',
    intervalValue: job?.intervalValue?.toString() ?? '',
    intervalUnit: job?.intervalUnit ?? 'months',
    intervalHours: job?.intervalHours?.toString() ?? '',
    toleranceDays: String(job?.toleranceDays ?? 0),
    toleranceHours: String(job?.toleranceHours ?? 0),
    responsibleRank: String(job?.responsibleRank ?? 6),
    critical: job?.critical ?? false,
    requiredParts: job?.requiredParts ?? ([] as JobPart[]),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateJob();
  const update = useUpdateJob(job?.id ?? '');
  const set = (patch: Partial<typeof v>) => setV((s) => ({ ...s, ...patch }));
  const save = () => {
    const fields = {
      title: v.title,
      instructions: v.instructions,
      intervalValue: int(v.intervalValue),
      intervalUnit: int(v.intervalValue) === null ? null : v.intervalUnit,
      intervalHours: int(v.intervalHours),
      toleranceDays: Number(v.toleranceDays || 0),
      toleranceHours: Number(v.toleranceHours || 0),
      responsibleRank: Number(v.responsibleRank),
      critical: v.critical,
      requiredParts: v.requiredParts,
    };
    const parsed = job
      ? updateJobSchema.safeParse({ ...fields, version: job.version })
      : createJobSchema.safeParse({ ...fields, componentId });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    const done = {
      onSuccess: () => {
        notifySuccess(`${template ? 'Job template' : 'Job'} ${job ? 'saved' : 'created'}`);
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 409 && onConflict) return onConflict();
        const f = serverFieldErrors(error);
        if (f) setErrors(f);
        else setFailure(errorMessage(error));
      },
    };
    if ('version' in parsed.data) update.mutate(parsed.data, done);
    else create.mutate(parsed.data, done);
  };
  const field = (name: keyof typeof v, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      value={v[name] as string}
      onChange={(e) => set({ [name]: e.target.value } as Partial<typeof v>)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );
  const numeric = { slotProps: { htmlInput: { inputMode: 'numeric' } } };
  const what = template ? 'job template' : 'job';
  return (
    <Dialog
      open={open}
      title={job ? `Edit ${what}: ${job.title}` : `New ${what}`}
      onClose={onClose}
      onSave={save}
      loading={create.isPending || update.isPending}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
          {field('title', 'Title', { required: true })}
        </Box>
        {field('intervalValue', 'Every (calendar)', numeric)}
        <TextField
          select
          label="Unit"
          value={v.intervalUnit}
          onChange={(e) => set({ intervalUnit: e.target.value as typeof v.intervalUnit })}
          error={Boolean(errors.intervalUnit)}
          helperText={errors.intervalUnit ?? ' '}
        >
          {DURATION_UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
        {field('intervalHours', 'Every (running hours)', numeric)}
        <TextField
          select
          label="Responsible"
          value={v.responsibleRank}
          onChange={(e) => set({ responsibleRank: e.target.value })}
          error={Boolean(errors.responsibleRank)}
          helperText={errors.responsibleRank ?? ' '}
        >
          {RANK_OPTIONS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {field('toleranceDays', 'Tolerance (days)', numeric)}
        {field('toleranceHours', 'Tolerance (hours)', numeric)}
        <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
          {field('instructions', 'Instructions', { multiline: true, minRows: 3 })}
        </Box>
        <FormControlLabel
          control={<Switch checked={v.critical} onChange={(e) => set({ critical: e.target.checked })} />}
          label="Critical"
        />
        {partsOwner && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <RequiredPartsField
              owner={partsOwner}
              value={v.requiredParts}
              onChange={(requiredParts) => set({ requiredParts })}
              errors={errors}
            />
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
