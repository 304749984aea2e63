import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobDetail } from '@keel/domain';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { PendingWritesNotice } from '../../../../app/outbox/PendingWritesNotice';
import { formatDate } from '../../../../lib/format';
import { useParams } from 'react-router';
import { JOB_COMPLETION_WRITE } from '../api/complete-job';
import { useJob } from '../api/get-job';
import { DueStatusChip, JobStateChip } from './JobChips';
import { JobActions } from './JobActions';
import { JobHistory } from './JobHistory';
import { daysLeftText, intervalText, rankLabel } from './job-format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function JobFacts({ job }: { job: JobDetail }) {
  return (
    <Card title="Job" owner={`${job.componentCode ?? ''} ${job.componentName}`} type="secondary">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label="Due">
          {job.dueOn ? `${formatDate(job.dueOn)} (${daysLeftText(job.daysLeft)})` : '—'}
        </Fact>
        <Fact label="Due at running hours">{job.nextDueHours !== null ? `${job.nextDueHours} h` : '—'}</Fact>
        <Fact label="Counter now">{job.currentHours !== null ? `${job.currentHours} h` : '—'}</Fact>
        <Fact label="Last done">
          {job.lastDoneOn ? formatDate(job.lastDoneOn) : 'Never'}
          {job.lastDoneHours !== null ? ` at ${job.lastDoneHours} h` : ''}
        </Fact>
        <Fact label="Interval (whichever first)">{intervalText(job)}</Fact>
        <Fact label="Tolerance">
          ± {job.toleranceDays} days{job.intervalHours !== null ? ` / ± ${job.toleranceHours} h` : ''}
        </Fact>
        <Fact label="Responsible">{rankLabel(job.responsibleRank)}</Fact>
        <Fact label="Critical">{job.critical ? 'Yes' : 'No'}</Fact>
      </Box>
      {job.instructions && (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }} variant="body2">
          {job.instructions}
        </Typography>
      )}
      {job.requiredParts.length > 0 && (
        <Typography sx={{ mt: 1 }} variant="body2" color="text.secondary">
          Required parts: {job.requiredParts.map((p) => `${p.quantity} × ${p.name}`).join(', ')}
        </Typography>
      )}
    </Card>
  );
}

/**
 * `/PMS/job/:jobID`: the job's facts and due point, state chip in the spec's colours, its actions
 * (start, complete with hours, work done and parts, postpone, approve), its history and the shared
 * Activity card (comments, photos and reports as attachments).
 */
export function JobPage() {
  const { jobID = '' } = useParams();
  const query = useJob(jobID);
  const [conflict, setConflict] = useState(false);
  const back = { to: '/PMS/manage', label: 'Back to maintenance' };
  if (!query.data)
    return (
      <RecordDetailPending
        back={back}
        kind="Maintenance job"
        notFound="This job does not exist."
        error={query.isError ? query.error : null}
      />
    );
  const job = query.data;
  return (
    <>
      <RecordDetailHeader
        back={
          job.shipId
            ? { to: `/PMS/manage/${job.shipId}?tab=jobs`, label: `Back to ${job.shipName ?? 'the ship'}` }
            : back
        }
        title={job.title}
        chips={
          <>
            <JobStateChip state={job.state} size="medium" />
            <DueStatusChip status={job.dueStatus} size="medium" />
          </>
        }
        subtitle={`${job.componentCode ?? ''} ${job.componentName} · ${job.shipName ?? 'Catalogue template'}`}
        actions={<JobActions job={job} onConflict={() => setConflict(true)} />}
      />
      {conflict && (
        <ConflictAlert
          what="job"
          onReload={() => void query.refetch().then(() => setConflict(false))}
          reloading={query.isRefetching}
        />
      )}
      <PendingWritesNotice kind={JOB_COMPLETION_WRITE} noun={['completion', 'completions']} />
      {job.templateDeleted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Its catalogue job template was deleted: this job no longer follows the catalogue, and pushes from
          the catalogue leave it alone. It keeps running on this ship with its history.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <JobFacts job={job} />
        <JobHistory job={job} />
        <ActivityCard entity="pms_job" id={job.id} />
      </Box>
    </>
  );
}
