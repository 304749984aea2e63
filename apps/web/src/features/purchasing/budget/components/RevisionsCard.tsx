import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { BUDGET_MONTH_LABELS, type BudgetRevision } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDateTime } from '../../../../lib/format';
import { formatAmount } from './budget-money';

/** Every revision of a budget, newest first, with who made it, why, and its months on demand. */
export function RevisionsCard({ revisions, current }: { revisions: BudgetRevision[]; current: number }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card
      title="Revisions"
      owner={`${revisions.length} revision${revisions.length === 1 ? '' : 's'}`}
      icon={<HistoryIcon />}
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Revisions">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 40 }} />
              <TableCell>Rev.</TableCell>
              <TableCell>When</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>By</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {revisions.map((r) => (
              <Fragment key={r.revision}>
                <TableRow sx={{ '& td': { borderBottom: open === r.revision ? 0 : undefined } }}>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={`${open === r.revision ? 'Hide' : 'Show'} months of revision ${r.revision}`}
                      onClick={() => setOpen(open === r.revision ? null : r.revision)}
                    >
                      {open === r.revision ? (
                        <KeyboardArrowUpIcon fontSize="small" />
                      ) : (
                        <KeyboardArrowDownIcon fontSize="small" />
                      )}
                    </IconButton>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {r.revision}
                    {r.revision === current && (
                      <Chip size="small" color="primary" label="Current" sx={{ ml: 1, height: 20 }} />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {r.createdByName ?? '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatAmount(r.amount, r.currency)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{r.reason}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 0 }}>
                    <Collapse in={open === r.revision} unmountOnExit>
                      <Box
                        sx={{
                          display: 'grid',
                          gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
                          gap: 1,
                          py: 1.5,
                        }}
                      >
                        {r.months.map((m, i) => (
                          <Typography key={BUDGET_MONTH_LABELS[i]} variant="body2">
                            <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                              {BUDGET_MONTH_LABELS[i]}
                            </Box>
                            {formatAmount(m, r.currency).slice(4)}
                          </Typography>
                        ))}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}
