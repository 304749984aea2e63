import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { EXPORT_FREQUENCY_LABELS, EXPORT_STATE_COLOURS, type ExportJob } from '@keel/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { deleteExportJob, downloadExport, exportKeys } from '../api/exports';

function size(bytes: number | null) {
  if (bytes === null) return '';
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
const caption = { display: 'block' } as const;

/**
 * The export jobs of a page: state (spec §3 colours) with progress, the file of a DONE job to download
 * (with the date it is deleted), "expired" once its file is gone, and a delete button that asks first.
 */
export function ExportJobsTable({ rows }: { rows: ExportJob[] }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ExportJob | null>(null);
  const download = useMutation({
    mutationFn: (job: ExportJob) => downloadExport(job),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (job: ExportJob) => deleteExportJob(job.id),
    onSuccess: () => {
      toast.success('Export deleted');
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setDeleting(null);
    },
  });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Export jobs">
        <TableHead>
          <TableRow>
            <TableCell>Ship</TableCell>
            <TableCell>Period</TableCell>
            <TableCell>Frequency</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Requested</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">File</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((job) => (
            <TableRow key={job.id} data-testid={`export-${job.id}`} data-state={job.state}>
              <TableCell>{job.shipName}</TableCell>
              <TableCell>
                {formatDateTime(job.from)} – {formatDateTime(job.to)}
                <Typography variant="caption" sx={caption} color="text.secondary">
                  {job.paths.length} values · {job.format.toUpperCase()}
                </Typography>
              </TableCell>
              <TableCell>{EXPORT_FREQUENCY_LABELS[job.frequency]}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {formatDateTime(job.createdAt)}
                {job.createdByName && (
                  <Typography variant="caption" sx={caption} color="text.secondary">
                    {job.createdByName}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <Chip
                  size="small"
                  color={EXPORT_STATE_COLOURS[job.state]}
                  label={job.state === 'EXPIRED' ? 'expired' : job.state}
                />
                {job.state === 'WORKING' && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(job.progress * 100)}
                    aria-label={`Progress ${Math.round(job.progress * 100)} %`}
                    sx={{ mt: 0.5 }}
                  />
                )}
                {job.state === 'EXPIRED' && (
                  <Typography variant="caption" sx={caption} color="text.secondary">
                    File deleted after the retention period
                  </Typography>
                )}
                {job.error && (
                  <Typography
                    variant="caption"
                    sx={caption}
                    color={job.state === 'FAILED' ? 'error' : 'text.secondary'}
                  >
                    {job.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {job.state === 'DONE' && (
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => download.mutate(job)}
                    aria-label={`Download ${job.fileName ?? 'export'}`}
                  >
                    {job.rows} rows · {size(job.fileSize)}
                  </Button>
                )}
                {job.state !== 'WORKING' && (
                  <Tooltip title="Delete this export">
                    <IconButton
                      size="small"
                      onClick={() => setDeleting(job)}
                      aria-label={`Delete the export of ${job.shipName} requested ${formatDateTime(job.createdAt)}`}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {job.state === 'DONE' && job.expiresAt && (
                  <Typography variant="caption" sx={caption} color="text.secondary">
                    kept until {formatDate(job.expiresAt)}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        type="delete"
        title="Delete export"
        message={
          deleting
            ? `Delete the export of ${deleting.shipName} (${formatDateTime(deleting.from)} – ${formatDateTime(deleting.to)})${deleting.state === 'DONE' ? ' and its file' : ''}?`
            : ''
        }
        confirmText="Delete"
        cancelText="Cancel"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
