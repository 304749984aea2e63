import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { RequisitionLine } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatQuantity } from './requisition-money';

const LINE_STATE: Record<
  RequisitionLine['state'],
  { label: string; color: 'default' | 'primary' | 'success' | 'warning' }
> = {
  OPEN: { label: 'Open', color: 'default' },
  PARTIALLY_ORDERED: { label: 'Partly ordered', color: 'primary' },
  ORDERED: { label: 'Ordered', color: 'primary' },
  PARTIALLY_RECEIVED: { label: 'Partly received', color: 'warning' },
  RECEIVED: { label: 'Received', color: 'success' },
  CANCELLED: { label: 'Cancelled', color: 'default' },
};

/** The lines of a submitted requisition with their ordered, received and cancelled quantities. */
export function RequisitionLinesTable({ lines }: { lines: RequisitionLine[] }) {
  const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
  return (
    <Card
      title="Lines"
      owner={`${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`}
      icon={<Inventory2OutlinedIcon />}
    >
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Requisition lines">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>IMPA / part no.</TableCell>
              <TableCell {...num}>Quantity</TableCell>
              <TableCell {...num}>Ordered</TableCell>
              <TableCell {...num}>Received</TableCell>
              <TableCell {...num}>Cancelled</TableCell>
              <TableCell>State</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.position}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {l.description}
                  </Typography>
                  {(l.maker || l.remarks) && (
                    <Typography variant="caption" color="text.secondary">
                      {[l.maker, l.remarks].filter(Boolean).join(' · ')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {l.impaCode && <Box>IMPA {l.impaCode}</Box>}
                  {l.makerPartNumber && <Box>{l.makerPartNumber}</Box>}
                </TableCell>
                <TableCell {...num}>
                  {formatQuantity(l.quantity)} {l.unit}
                </TableCell>
                <TableCell {...num}>{formatQuantity(l.orderedQuantity)}</TableCell>
                <TableCell {...num}>{formatQuantity(l.receivedQuantity)}</TableCell>
                <TableCell {...num}>{formatQuantity(l.cancelledQuantity)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={LINE_STATE[l.state].label}
                    color={LINE_STATE[l.state].color}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
