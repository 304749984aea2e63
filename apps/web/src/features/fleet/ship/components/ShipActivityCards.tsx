import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { EVENT_SEVERITY_LABELS } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useLatestNoonReport } from '../api/latest-noon-report';
import { useRecentEvents } from '../api/recent-events';

const SEVERITY_COLOURS = { info: 'info', minor: 'warning', major: 'error', critical: 'error' } as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The ship's latest noon report (from the report table), with a link to all of them. */
export function LatestNoonReportCard({ shipId, allowed }: { shipId: string; allowed: boolean }) {
  const report = useLatestNoonReport(shipId, allowed);
  const link = (
    <Button component={RouterLink} to={`/reporttable/${shipId}`} size="small">
      Report table
    </Button>
  );
  return (
    <Card
      title="Latest noon report"
      owner="Position, speed and fuel"
      icon={<TableChartOutlinedIcon />}
      action={allowed ? link : undefined}
    >
      {!allowed && (
        <Typography color="text.secondary">
          Noon reports are in the report table, which your role does not open.
        </Typography>
      )}
      {allowed && report.isPending && (
        <Skeleton variant="rounded" height={90} aria-label="Loading noon report" />
      )}
      {allowed && report.isError && <Alert severity="error">{errorMessage(report.error)}</Alert>}
      {allowed && report.data === null && <Typography color="text.secondary">No noon report yet.</Typography>}
      {report.data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
          <Fact label="Reported (UTC)" value={formatDateTime(report.data.reportTime)} />
          <Fact label="Position" value={`${report.data.lat.toFixed(3)}, ${report.data.lon.toFixed(3)}`} />
          <Fact label="Voyage" value={report.data.voyage ?? '—'} />
          <Fact label="Distance" value={`${report.data.distanceNm} nm`} />
          <Fact label="Average speed" value={`${report.data.avgSpeedKn} kn`} />
          <Fact label="CO₂" value={`${report.data.co2Tonnes.toFixed(1)} t`} />
        </Box>
      )}
    </Card>
  );
}

/** The ship's most recent events, with a link to the events screen. */
export function RecentEventsCard({ shipId, allowed }: { shipId: string; allowed: boolean }) {
  const events = useRecentEvents(shipId, allowed);
  return (
    <Card
      title="Recent events"
      owner="Port calls, drills, inspections, incidents"
      icon={<EventNoteOutlinedIcon />}
      action={
        allowed ? (
          <Button component={RouterLink} to={`/event?shipId=${shipId}`} size="small">
            All events
          </Button>
        ) : undefined
      }
    >
      {!allowed && (
        <Typography color="text.secondary">
          Events are kept on the events screen, which your role does not open.
        </Typography>
      )}
      {allowed && events.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading events" />}
      {allowed && events.isError && <Alert severity="error">{errorMessage(events.error)}</Alert>}
      {events.data?.data.length === 0 && <Typography color="text.secondary">No events recorded.</Typography>}
      {events.data && events.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {events.data.data.map((e) => (
            <Box
              component="li"
              key={e.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/event?open=${e.id}`}
                  underline="hover"
                  variant="body2"
                  sx={{ fontWeight: 500 }}
                >
                  {e.title}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {formatDateTime(e.occurredAt)}
                </Typography>
              </Box>
              <Chip
                size="small"
                variant="outlined"
                color={SEVERITY_COLOURS[e.severity]}
                label={EVENT_SEVERITY_LABELS[e.severity]}
              />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
