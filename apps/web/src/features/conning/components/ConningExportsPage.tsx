import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import {
  CONNING_PATHS,
  EXPORT_FORMATS,
  EXPORT_FREQUENCIES,
  EXPORT_FREQUENCY_LABELS,
  createExportJobSchema,
  describePath,
  type ExportFormat,
  type ExportFrequency,
} from '@keel/domain';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { myShipsQuery } from '../../../lib/shared-queries';
import { createExportJob, exportJobsQuery, exportKeys } from '../api/exports';
import { ExportJobsTable } from './ExportJobsTable';
import { ShipSelect } from './ShipSelect';

const DEFAULT_PATHS = [
  'navigation.position',
  'navigation.speedOverGround',
  'navigation.courseOverGroundTrue',
  'navigation.headingTrue',
  'navigation.speedThroughWater',
  'propulsion.main.revolutions',
  'environment.wind.speedTrue',
  'environment.wind.directionTrue',
];
const ALL_PATHS = Object.keys(CONNING_PATHS);
const labelOf = (path: string) => describePath(path)?.label ?? path;
/** A `datetime-local` value (local time) of a date. */
const localInput = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV' };

/**
 * `/conning-exports` (sidebar `Conning.API`): export a ship's sensor history for a period at a
 * frequency of spec §3 as Excel or CSV. Jobs run in the background on the server (they survive a
 * restart), with their state (PENDING, WORKING, DONE — spec §3's colours) and progress; a DONE job's
 * file downloads until it expires (server retention, 7 days by default); a job can be deleted.
 */
export function ConningExportsPage() {
  const queryClient = useQueryClient();
  const ships = useQuery(myShipsQuery());
  const list = ships.data ?? [];
  const [shipId, setShipId] = useState('');
  const ship = list.find((s) => s.id === shipId) ?? list[0];
  const now = new Date();
  const [from, setFrom] = useState(() => localInput(new Date(now.getTime() - 86_400_000)));
  const [to, setTo] = useState(() => localInput(now));
  const [paths, setPaths] = useState<string[]>(DEFAULT_PATHS);
  const [frequency, setFrequency] = useState<ExportFrequency>('HOURLY');
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const jobs = useQuery(exportJobsQuery(page.offset, page.limit));
  const create = useMutation({
    mutationFn: () => {
      const parsed = createExportJobSchema.safeParse({
        shipId: ship?.id,
        paths,
        from: from ? new Date(from).toISOString() : '',
        to: to ? new Date(to).toISOString() : '',
        frequency,
        format,
      });
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
        setErrors(found);
        throw new ApiError(400, 'Please correct the marked fields');
      }
      setErrors({});
      return createExportJob(parsed.data);
    },
    onSuccess: () => {
      toast.success('Export started: it runs in the background');
      setPage((p) => ({ ...p, offset: 0 }));
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.length)
        setErrors(Object.fromEntries(error.details.map((d) => [d.field.split('.')[0]!, d.message])));
    },
  });
  const rows = jobs.data?.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Conning exports"
        subtitle="A ship's sensor history for a period, as an Excel workbook or CSV"
      />
      <Paper
        component="form"
        sx={{
          p: 2,
          mb: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
        aria-label="New export"
      >
        <ShipSelect ships={list} value={ship?.id ?? ''} onChange={setShipId} />
        <TextField
          size="small"
          type="datetime-local"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={!!errors.from}
          helperText={errors.from}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="To"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={!!errors.to}
          helperText={errors.to}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label="Frequency"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as ExportFrequency)}
          error={!!errors.frequency}
          helperText={errors.frequency}
        >
          {EXPORT_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {EXPORT_FREQUENCY_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {FORMAT_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          size="small"
          options={ALL_PATHS}
          value={paths}
          onChange={(_, value) => setPaths(value)}
          getOptionLabel={labelOf}
          filterSelectedOptions
          sx={{ gridColumn: '1 / -1' }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Values"
              error={!!errors.paths}
              helperText={errors.paths ?? 'One column each'}
            />
          )}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={!ship || create.isPending}>
            Start export
          </Button>
          {create.isError && !Object.keys(errors).length && (
            <Typography color="error" role="alert">
              {errorMessage(create.error)}
            </Typography>
          )}
        </Box>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Export jobs
        </Typography>
        {jobs.isError && <Alert severity="error">{errorMessage(jobs.error)}</Alert>}
        {jobs.isPending && <LinearProgress aria-label="Loading jobs" />}
        {jobs.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary">No exports yet.</Typography>
        )}
        {rows.length > 0 && <ExportJobsTable rows={rows} />}
        {jobs.data && jobs.data.page.total > page.limit && (
          <TablePagination
            component="div"
            count={jobs.data.page.total}
            page={Math.floor(page.offset / page.limit)}
            rowsPerPage={page.limit}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_, n) => setPage((p) => ({ ...p, offset: n * p.limit }))}
            onRowsPerPageChange={(e) => setPage({ offset: 0, limit: Number(e.target.value) })}
          />
        )}
      </Paper>
    </Box>
  );
}
