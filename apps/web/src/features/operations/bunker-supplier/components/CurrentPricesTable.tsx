import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BunkerPrice } from '@keel/domain';
import { formatDate } from '../../../../lib/format';
import { FuelGradeChip, formatPrice } from './fuel-grade';

/** Today's price per port and grade (the newest valid price of each), grouped by port. */
export function CurrentPricesTable({ prices, emptyText }: { prices: BunkerPrice[]; emptyText: string }) {
  if (prices.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Current prices">
        <TableHead>
          <TableRow>
            <TableCell>Port</TableCell>
            <TableCell>Grade</TableCell>
            <TableCell align="right">Price per mt</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Valid</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.map((p, i) => {
            const firstOfPort = prices[i - 1]?.portLocode !== p.portLocode;
            return (
              <TableRow
                key={p.id}
                aria-label={`${p.portLocode} ${p.grade} ${p.price}`}
                sx={
                  firstOfPort && i > 0 ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : undefined
                }
              >
                <TableCell>
                  {firstOfPort && (
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {p.portName}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {p.portLocode}
                      </Typography>
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <FuelGradeChip grade={p.grade} />
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {formatPrice(p.price, p.currency)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {`since ${formatDate(p.validFrom)}`}
                  {p.validUntil && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {`until ${formatDate(p.validUntil)}`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{p.source}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
