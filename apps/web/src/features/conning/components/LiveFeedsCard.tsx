import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SIMULATOR_PRIORITY, SIMULATOR_SOURCE_NAME, type LatestValue } from '@keel/domain';
import { isStale, latestQuery } from '../api/latest';
import { formatAge } from '../display-format';
import { useNow } from '../live/use-conning-live';

interface Feed {
  source: string;
  paths: number;
  stale: number;
  newest: string;
}

/** What the simulator is, and how a configured source takes over from it. */
const SIMULATOR_NOTE =
  `“${SIMULATOR_SOURCE_NAME}” is Keel’s built-in simulator driving the demo ships along their noon-report ` +
  `routes. Its priority is ${SIMULATOR_PRIORITY}: a source added above with priority 1–${SIMULATOR_PRIORITY - 1} ` +
  'takes over the values it sends while that source is fresh. The server’s setting KEEL_SIMULATOR=off stops it.';

/** "now", or "12 s ago". */
function ago(timestamp: string, now: number): string {
  const age = formatAge(timestamp, now);
  return age === 'now' ? age : `${age} ago`;
}

/** The ship's current values grouped by the source that sent each, most paths first. */
function feedsOf(values: readonly LatestValue[], now: number): Feed[] {
  const bySource = new Map<string, Feed>();
  for (const v of values) {
    const feed = bySource.get(v.source) ?? { source: v.source, paths: 0, stale: 0, newest: v.timestamp };
    feed.paths += 1;
    if (isStale(v, now)) feed.stale += 1;
    if (Date.parse(v.timestamp) > Date.parse(feed.newest)) feed.newest = v.timestamp;
    bySource.set(v.source, feed);
  }
  return [...bySource.values()].sort((a, b) => b.paths - a.paths || a.source.localeCompare(b.source));
}

/**
 * "Live now" on `/conning-setting`: which sources the ship's current values come from (the display's
 * `latest`, asked again every 30 s; ages and staleness move on between answers), with how many paths
 * each feeds, how many are stale and when the newest came — the configured inputs, gateways posting with
 * an ingest token, and Keel's simulator on a demo install. Hidden for a user who may not read live values
 * (`Conning.API`).
 */
export function LiveFeedsCard({ shipId }: { shipId: string }) {
  const latest = useQuery({ ...latestQuery(shipId), refetchInterval: 30_000 });
  const now = useNow(5_000);
  if (!latest.isSuccess) return null;
  const feeds = feedsOf(latest.data, now);
  return (
    <Paper sx={{ p: 2, mb: 3 }} component="section" aria-label="Live now">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Live now
      </Typography>
      {feeds.length === 0 ? (
        <Typography color="text.secondary">Nothing received from this ship yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Sources of the live values">
            <TableHead>
              <TableRow>
                <TableCell>Source</TableCell>
                <TableCell align="right">Paths</TableCell>
                <TableCell align="right">Stale</TableCell>
                <TableCell>Newest value</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {feeds.map((f) => (
                <TableRow key={f.source}>
                  <TableCell>{f.source}</TableCell>
                  <TableCell align="right">{f.paths}</TableCell>
                  <TableCell align="right" sx={{ color: f.stale > 0 ? 'warning.main' : undefined }}>
                    {f.stale}
                  </TableCell>
                  <TableCell>{ago(f.newest, now)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {feeds.some((f) => f.source === SIMULATOR_SOURCE_NAME) && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {SIMULATOR_NOTE}
        </Alert>
      )}
    </Paper>
  );
}
