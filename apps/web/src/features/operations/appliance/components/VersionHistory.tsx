import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useInstalls } from '../api/list-installs';

/** The version history of an appliance: who installed what, when, newest first, paged. */
export function VersionHistory({ applianceId }: { applianceId: string }) {
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const installs = useInstalls(applianceId, page);
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Version history
      </Typography>
      {installs.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : installs.isError ? (
        <Typography color="error">The history could not be loaded.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Version history">
            <TableHead>
              <TableRow>
                <TableCell>Installed</TableCell>
                <TableCell>Version</TableCell>
                <TableCell>Replaced</TableCell>
                <TableCell>Installed by</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Recorded</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {installs.data.data.map((h) => (
                <TableRow key={h.id}>
                  <TableCell>{formatDate(h.installedOn)}</TableCell>
                  <TableCell>
                    <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {h.softwareVersion}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {h.softwareName}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{h.previousVersion ?? '—'}</TableCell>
                  <TableCell>
                    {h.installedBy}
                    {h.notes && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {h.notes}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {h.recordedByName ?? '—'} · {formatDateTime(h.recordedAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={installs.data.page.total}
            page={Math.floor(page.offset / page.limit)}
            rowsPerPage={page.limit}
            rowsPerPageOptions={[10]}
            onPageChange={(_, p) => setPage({ ...page, offset: p * page.limit })}
          />
        </Box>
      )}
    </Box>
  );
}
