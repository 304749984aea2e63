import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Job } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteJob } from '../api/delete-job';
import { useJobs } from '../api/list-jobs';
import { intervalText, rankLabel } from './job-format';
import { JobFormDialog } from './JobFormDialog';

/**
 * The job templates of a catalogue component (`/PMS/catalogue`): listed with interval, tolerance,
 * responsible rank and required parts; created, edited and deleted (after a confirmation) by a user who
 * may change the catalogue. Ships get them when the catalogue is applied or pushed.
 */
export default function JobTemplatesPanel({
  catalogueId,
  componentId,
  label,
  canChange,
}: {
  catalogueId: string;
  componentId: string;
  label: string;
  canChange: boolean;
}) {
  const jobs = useJobs({ componentId, limit: 100, sort: 'title' });
  const [editing, setEditing] = useState<Job | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const remove = useDeleteJob();
  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const rows = jobs.data?.data ?? [];
  return (
    <Box component="section" aria-label={`Job templates of ${label}`}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="subtitle1" component="h2">
          Job templates
        </Typography>
        {canChange && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New job template
          </Button>
        )}
      </Stack>
      {stale && (
        <Alert severity="warning" onClose={() => setStale(false)} sx={{ mb: 1 }}>
          The template was changed by someone else meanwhile: the list is reloaded, open it again.
        </Alert>
      )}
      {jobs.isPending ? (
        <LoadingWheel />
      ) : jobs.isError ? (
        <Alert severity="error">{errorMessage(jobs.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No job template on this component yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Job templates">
          {rows.map((j) => (
            <ListItem
              key={j.id}
              disableGutters
              divider
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                canChange && (
                  <Stack direction="row" spacing={0.5}>
                    <Button size="small" onClick={() => setEditing(j)} aria-label={`Edit ${j.title}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(j)}
                      aria-label={`Delete ${j.title}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                )
              }
            >
              <ListItemText
                sx={{ pr: canChange ? 16 : 0 }}
                primary={
                  <>
                    {j.title}{' '}
                    {j.critical && <Chip size="small" color="warning" label="Critical" sx={{ ml: 0.5 }} />}
                  </>
                }
                secondary={[
                  `Every ${intervalText(j)}`,
                  `tolerance ${j.toleranceDays} d${j.toleranceHours ? ` / ${j.toleranceHours} h` : ''}`,
                  rankLabel(j.responsibleRank),
                  j.requiredParts.length
                    ? `parts: ${j.requiredParts.map((p) => `${p.quantity} × ${p.name}`).join(', ')}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <JobFormDialog
          open
          template
          componentId={componentId}
          job={editing === 'new' ? undefined : editing}
          partsOwner={{ catalogueId }}
          onClose={() => setEditing(null)}
          onConflict={() => {
            setEditing(null);
            setStale(true);
            void jobs.refetch();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          type="delete"
          title={`Delete the job template "${deleting.title}"?`}
          message={
            <>
              {deleteError && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {deleteError}
                </Alert>
              )}
              Ships that already have a copy keep it (no longer linked to the template).
            </>
          }
          confirmText="Delete"
          cancelText="Cancel"
          loading={remove.isPending}
          onCancel={closeDelete}
          onConfirm={() =>
            remove.mutate(
              { id: deleting.id, version: deleting.version },
              {
                onSuccess: () => {
                  notifySuccess(`Job template "${deleting.title}" deleted`);
                  closeDelete();
                },
                onError: (e) => setDeleteError(errorMessage(e)),
              },
            )
          }
        />
      )}
    </Box>
  );
}
