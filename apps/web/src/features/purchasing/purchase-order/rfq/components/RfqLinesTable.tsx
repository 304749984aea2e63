import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RfqLine } from '@keel/domain';

/** The lines vendors are asked to price, with the requisition each comes from. */
export function RfqLinesTable({ lines }: { lines: RfqLine[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="RFQ lines">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>IMPA / part no.</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Requisition</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.position}</TableCell>
              <TableCell>{l.description}</TableCell>
              <TableCell>
                {[l.impaCode && `IMPA ${l.impaCode}`, l.makerPartNumber, l.maker].filter(Boolean).join(' · ')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {l.quantity} {l.unit}
              </TableCell>
              <TableCell>{l.requisitionNumber}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
