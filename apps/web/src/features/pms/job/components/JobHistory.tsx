import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { JobDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDate, formatDateTime } from '../../../../lib/format';

type Entry =
  | { kind: 'completion'; at: string; item: JobDetail['completions'][number] }
  | { kind: 'postponement'; at: string; item: JobDetail['postponements'][number] };

/** Every completion and postponement of the job, newest first. */
export function JobHistory({ job }: { job: JobDetail }) {
  const entries: Entry[] = [
    ...job.completions.map((c) => ({ kind: 'completion' as const, at: c.doneOn, item: c })),
    ...job.postponements.map((p) => ({
      kind: 'postponement' as const,
      at: p.requestedAt.slice(0, 10),
      item: p,
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <Card
      title="History"
      owner={`${job.completions.length} completions · ${job.postponements.length} postponements`}
      type="secondary"
    >
      {entries.length === 0 ? (
        <Typography color="text.secondary">Not done yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Job history">
          {entries.map((e) =>
            e.kind === 'completion' ? (
              <ListItem key={e.item.id} divider disableGutters sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>Done {formatDate(e.item.doneOn)}</Typography>
                  {e.item.hoursAtCompletion !== null && (
                    <Typography color="text.secondary">at {e.item.hoursAtCompletion} h</Typography>
                  )}
                  {e.item.late && <Chip size="small" color="error" variant="outlined" label="Late" />}
                  {e.item.early && <Chip size="small" color="info" variant="outlined" label="Early" />}
                  <Typography variant="body2" color="text.secondary">
                    by {e.item.doneByName}
                    {e.item.recordedByName !== e.item.doneByName
                      ? ` (recorded by ${e.item.recordedByName})`
                      : ''}
                  </Typography>
                </Box>
                <Typography variant="body2">{e.item.workDone}</Typography>
                {e.item.partsUsed.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    Parts: {e.item.partsUsed.map((p) => `${p.quantity} × ${p.name}`).join(', ')}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  Next due {e.item.nextDueOn ? formatDate(e.item.nextDueOn) : '—'}
                  {e.item.nextDueHours !== null ? ` / ${e.item.nextDueHours} h` : ''}
                </Typography>
              </ListItem>
            ) : (
              <ListItem key={e.item.id} divider disableGutters sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    Postponement {formatDate(e.item.fromDueOn)} → {formatDate(e.item.newDueOn)}
                  </Typography>
                  <Chip
                    size="small"
                    label={e.item.state}
                    color={
                      e.item.state === 'APPROVED'
                        ? 'success'
                        : e.item.state === 'REJECTED'
                          ? 'error'
                          : 'warning'
                    }
                  />
                </Box>
                <Typography variant="body2">
                  {e.item.reason} — asked by {e.item.requestedByName}, {formatDateTime(e.item.requestedAt)}
                </Typography>
                {e.item.decidedByName && (
                  <Typography variant="body2" color="text.secondary">
                    {e.item.state === 'APPROVED' ? 'Approved' : 'Rejected'} by {e.item.decidedByName}
                    {e.item.decisionNote ? `: ${e.item.decisionNote}` : ''}
                  </Typography>
                )}
              </ListItem>
            ),
          )}
        </List>
      )}
    </Card>
  );
}
