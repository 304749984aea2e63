import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RateImportReport as Report } from '@keel/domain';
import { plural } from '../../../../lib/format';
import { formatRate } from './rate-format';

/** Most accepted lines the preview lists (the count says how many there are in all). */
const ACCEPTED_SHOWN = 8;

/** The words of a report's outcome: "3 rates stored, 1 line refused" / "3 rates to store, …". */
export function reportSummary(report: Report): string {
  const accepted = report.stored
    ? `${plural(report.accepted, 'rate')} stored`
    : `${plural(report.accepted, 'rate')} to store`;
  return report.refused > 0 ? `${accepted}, ${plural(report.refused, 'line')} refused` : accepted;
}

/** A preview's or an import's report: the outcome, every refused line with why, the first accepted ones. */
export function RateImportReport({ report }: { report: Report }) {
  const refused = report.lines.filter((l) => l.status === 'refused');
  const accepted = report.lines.filter((l) => l.status === 'accepted');
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-label="Import report">
      <Alert severity={report.refused > 0 ? 'warning' : 'success'}>
        {reportSummary(report)} ({report.type} rates against {report.base}, source {report.source}).
      </Alert>
      {refused.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle2" gutterBottom>
            Refused lines
          </Typography>
          <Table size="small" aria-label="Refused lines">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>In the file</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refused.map((l) => (
                <TableRow key={l.line}>
                  <TableCell>{l.line}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{l.text}</TableCell>
                  <TableCell>{l.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {accepted.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography variant="subtitle2" gutterBottom>
            {report.stored ? 'Stored' : 'To store'}
            {accepted.length > ACCEPTED_SHOWN ? ` (first ${ACCEPTED_SHOWN} of ${accepted.length})` : ''}
          </Typography>
          <Table size="small" aria-label="Accepted lines">
            <TableBody>
              {accepted.slice(0, ACCEPTED_SHOWN).map((l) => (
                <TableRow key={l.line}>
                  <TableCell>{l.line}</TableCell>
                  <TableCell>{l.date}</TableCell>
                  <TableCell>
                    {report.base} → {l.currency}
                  </TableCell>
                  <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                    {formatRate(l.rate ?? '0')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
