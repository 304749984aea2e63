import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/api-error';
import { useJobFleetCounts } from '../api/fleet-counts';

/** Fleet view of `/PMS/manage`: per ship, jobs overdue, due within 30 days and done this month. */
export default function FleetJobCounts() {
  const counts = useJobFleetCounts();
  if (counts.isPending)
    return <Skeleton variant="rounded" height={160} aria-label="Loading the fleet's job counts" />;
  if (counts.isError) return <Alert severity="error">{errorMessage(counts.error)}</Alert>;
  if (counts.data.length === 0)
    return <Typography color="text.secondary">No ship is in your scope.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Jobs per ship">
        <TableHead>
          <TableRow>
            <TableCell>Ship</TableCell>
            <TableCell align="right">Overdue</TableCell>
            <TableCell align="right">Due in 30 days</TableCell>
            <TableCell align="right">Done this month</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.data.map((c) => (
            <TableRow key={c.shipId} hover>
              <TableCell>
                <Link component={RouterLink} to={`/PMS/manage/${c.shipId}?tab=jobs`} underline="hover">
                  {c.shipName}
                </Link>
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  color: c.overdue > 0 ? 'error.main' : undefined,
                  fontWeight: c.overdue > 0 ? 600 : undefined,
                }}
              >
                {c.overdue}
              </TableCell>
              <TableCell align="right">{c.dueIn30}</TableCell>
              <TableCell align="right">{c.doneThisMonth}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
