import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CategorySpend } from '@keel/domain';
import { money } from './overview-parts';

const hideSm = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Spend against budget per category: the three committed sources, the total, what remains, and errors. */
export function SpendTable({ categories }: { categories: CategorySpend[] }) {
  if (categories.length === 0)
    return <Typography color="text.secondary">No budget and nothing committed in this year.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Spend against budget per category">
        <TableHead>
          <TableRow>
            <TableCell>Category</TableCell>
            <TableCell align="right">Budget</TableCell>
            <TableCell align="right" sx={hideSm}>
              Requisitions
            </TableCell>
            <TableCell align="right" sx={hideSm}>
              Purchase orders
            </TableCell>
            <TableCell align="right" sx={hideSm}>
              Actual
            </TableCell>
            <TableCell align="right">Committed</TableCell>
            <TableCell align="right">Remaining</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((c) => (
            <TableRow key={c.categoryId ?? 'none'} selected={c.over || Boolean(c.error)}>
              <TableCell>
                <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, mr: 1 }}>
                  {c.categoryCode ?? '—'}
                </Box>
                {c.categoryName ?? 'No category'}
                {c.over && <Chip size="small" color="error" label="Over budget" sx={{ ml: 1 }} />}
                {c.error && (
                  <Typography variant="caption" color="error" component="div">
                    {c.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(c.budget, c.currency)}
              </TableCell>
              <TableCell align="right" sx={hideSm}>
                {money(c.requisitions, c.currency)}
              </TableCell>
              <TableCell align="right" sx={hideSm}>
                {money(c.purchaseOrders, c.currency)}
              </TableCell>
              <TableCell align="right" sx={hideSm}>
                {money(c.actual, c.currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {money(c.committed, c.currency)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', color: c.over ? 'error.main' : undefined }}
              >
                {money(c.remaining, c.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Budgets cover their sub-categories: spend on a sub-category without a budget of its own counts against
        the nearest category above it that has one, once.
      </Typography>
    </TableContainer>
  );
}
