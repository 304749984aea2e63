import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STOCK_ENTRY_KIND_LABELS, type StockLedgerEntry } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useStockLedger } from '../api/spare-part-ledger';

const signed = (change: string) => (change.startsWith('-') ? change.replace('-', '−') : `+${change}`);

function detailOf(e: StockLedgerEntry): string {
  const parts = [
    e.reason,
    e.counterpartShipName
      ? e.kind === 'transfer_in'
        ? `from ${e.counterpartShipName}`
        : `to ${e.counterpartShipName}`
      : null,
    e.jobCompletionId ? 'job completion' : null,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

/** The part's stock ledger, newest first, paged on the server. */
export function StockLedgerCard({ partId, unit }: { partId: string; unit: string }) {
  const [page, setPage] = useState(0);
  const limit = 10;
  const ledger = useStockLedger(partId, page * limit, limit);
  return (
    <Card title="Stock ledger" showOwner={false} type="secondary">
      {ledger.isError && <Alert severity="error">{errorMessage(ledger.error)}</Alert>}
      {ledger.isPending && <Skeleton variant="rounded" height={160} />}
      {ledger.data && ledger.data.data.length === 0 && (
        <Typography color="text.secondary">
          No movements yet: a receipt or a count starts the ledger.
        </Typography>
      )}
      {ledger.data && ledger.data.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Stock ledger">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Movement</TableCell>
                <TableCell align="right">Change ({unit})</TableCell>
                <TableCell align="right">Balance</TableCell>
                <TableCell>Details</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>By</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ledger.data.data.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt)}</TableCell>
                  <TableCell>{STOCK_ENTRY_KIND_LABELS[e.kind]}</TableCell>
                  <TableCell align="right">{signed(e.change)}</TableCell>
                  <TableCell align="right">{e.balanceAfter}</TableCell>
                  <TableCell>{detailOf(e)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {e.userName ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={ledger.data.page.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={[limit]}
            onPageChange={(_e, p) => setPage(p)}
          />
        </Box>
      )}
    </Card>
  );
}
