import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { AGEING_BUCKET_LABELS, isPositiveDecimal } from '@keel/domain';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useAgeing, useExportAgeing } from '../api/list-invoices';
import { formatAmount } from './invoice-format';

/** The AR ageing: open receivables per customer and currency by days past due, exportable. */
export function AgeingTable({ shipId }: { shipId?: string | undefined }) {
  const query = shipId ? { shipId } : {};
  const ageing = useAgeing(query);
  const exporting = useExportAgeing();
  if (ageing.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void ageing.refetch()}>Retry</Button>}>
        {errorMessage(ageing.error)}
      </Alert>
    );
  if (!ageing.data) return <Skeleton variant="rounded" height={160} aria-label="Loading the ageing" />;
  const { rows, buckets, asOf } = ageing.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Open receivables as of {formatDate(asOf)}, by days past the due date.
        </Typography>
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate(query, { onError: (e) => notifyError(e) })}
        >
          Export
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No open receivables.
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="AR ageing">
            <TableHead>
              <TableRow>
                <TableCell>Customer</TableCell>
                <TableCell>Currency</TableCell>
                {buckets.map((b) => (
                  <TableCell key={b} align="right">
                    {AGEING_BUCKET_LABELS[b]}
                  </TableCell>
                ))}
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={`${r.partyId}-${r.currency}`}>
                  <TableCell>{r.partyName}</TableCell>
                  <TableCell>{r.currency}</TableCell>
                  {buckets.map((b) => (
                    <TableCell
                      key={b}
                      align="right"
                      sx={{
                        fontFamily: 'monospace',
                        color: b !== 'current' && isPositiveDecimal(r[b]) ? 'error.main' : undefined,
                      }}
                    >
                      {formatAmount(r[b], r.currency)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {formatAmount(r.total, r.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
