import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeliveryDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { shortOf } from './delivery-format';

const hideSm = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The lines: expected, received, rejected with the reason, what is short, and what was passed on. */
export function DeliveryLinesCard({ delivery }: { delivery: DeliveryDetail }) {
  const canTransfer = delivery.toParty === 'agent' || delivery.toParty === 'office';
  return (
    <Card title="Lines" showOwner={false} showIcon={false}>
      <TableContainer>
        <Table size="small" aria-label="Delivery lines">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">Expected</TableCell>
              <TableCell align="right">Received</TableCell>
              <TableCell align="right" sx={hideSm}>
                Rejected
              </TableCell>
              <TableCell align="right">Short</TableCell>
              {canTransfer && (
                <TableCell align="right" sx={hideSm}>
                  Transferred
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {delivery.lines.map((l) => {
              const short = shortOf(l);
              return (
                <TableRow key={l.id}>
                  <TableCell>{l.position}</TableCell>
                  <TableCell>
                    {l.description}
                    {l.rejectReason && (
                      <Typography variant="caption" color="error" component="div">
                        Rejected: {l.rejectReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {l.expectedQuantity} {l.unit}
                  </TableCell>
                  <TableCell align="right">{l.receivedQuantity ?? '—'}</TableCell>
                  <TableCell align="right" sx={hideSm}>
                    {l.rejectedQuantity ?? '—'}
                  </TableCell>
                  <TableCell align="right">
                    {short === null ? (
                      '—'
                    ) : short > 0 ? (
                      <Box
                        component="span"
                        sx={{ color: 'warning.main', fontWeight: 700 }}
                        data-testid="short-quantity"
                      >
                        {short}
                      </Box>
                    ) : (
                      '0'
                    )}
                  </TableCell>
                  {canTransfer && (
                    <TableCell align="right" sx={hideSm}>
                      {l.transferredQuantity}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
