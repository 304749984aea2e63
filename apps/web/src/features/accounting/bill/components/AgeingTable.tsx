import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AGEING_BUCKETS, AGEING_BUCKET_LABELS } from '@keel/domain';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { errorMessage } from '../../../../lib/api-error';
import { useAgeing, useExportBills, type BillsListInput } from '../api/bill-api';
import { money } from './bill-format';

/** The AP ageing per vendor: open amounts (base currency) by days past due, exportable. */
export function AgeingTable({
  query,
  baseCurrency,
  toolbar,
}: {
  query: BillsListInput;
  baseCurrency: string;
  toolbar: ReactNode;
}) {
  const ageing = useAgeing(query);
  const exporting = useExportBills(true);
  const cur = baseCurrency || 'USD';
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        {toolbar}
        <ExportButton exporting={exporting} query={query} />
      </Box>
      {ageing.isError && <Alert severity="error">{errorMessage(ageing.error)}</Alert>}
      {ageing.isPending && <Skeleton variant="rounded" height={120} />}
      {ageing.data && ageing.data.length === 0 && (
        <Alert severity="info">Nothing is open: no posted bill waits for payment.</Alert>
      )}
      {ageing.data && ageing.data.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`AP ageing in ${cur}`}>
            <TableHead>
              <TableRow>
                <TableCell>Vendor</TableCell>
                {AGEING_BUCKETS.map((b) => (
                  <TableCell key={b} align="right">
                    {AGEING_BUCKET_LABELS[b]}
                  </TableCell>
                ))}
                <TableCell align="right">Total ({cur})</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ageing.data.map((r) => (
                <TableRow key={r.vendorId}>
                  <TableCell>{r.vendorName}</TableCell>
                  {AGEING_BUCKETS.map((b) => (
                    <TableCell key={b} align="right" sx={{ fontFamily: 'monospace' }}>
                      {money(r[b], cur)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {money(r.total, cur)}
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
