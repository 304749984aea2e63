import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Column } from './DataTable';
import type { RowSelection } from './use-row-selection';

const cellOf = <T,>(c: Column<T>, row: T): ReactNode =>
  c.render ? c.render(row) : String((row as Record<string, unknown>)[c.field] ?? '');

/**
 * The rows of a list as stacked cards (narrow screens): the title columns on top, then every other
 * column that is not `card: 'hide'` as a label and its value. A card opens like a row (click, Enter).
 */
export function DataTableCards<T>(props: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  getRowId: (row: T) => string;
  onRowClick?: ((row: T) => void) | undefined;
  rowLabel?: ((row: T) => string) | undefined;
  selection?: RowSelection<T> | undefined;
  empty: ReactNode;
}) {
  const { columns, rows, selection } = props;
  const titles = columns.filter((c) => c.card === 'title');
  const head = titles.length > 0 ? titles : columns.slice(0, 1);
  const body = columns.filter((c) => !head.includes(c) && c.card !== 'hide');
  if (props.loading && !rows)
    return (
      <Box sx={{ p: 1.5, display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Box>
    );
  if (rows?.length === 0) return <>{props.empty}</>;
  return (
    <Box
      component="ul"
      aria-label={props.label}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}
    >
      {rows?.map((row) => {
        const id = props.getRowId(row);
        const open = props.onRowClick;
        const name = props.rowLabel?.(row) ?? id;
        return (
          <Box
            component="li"
            key={id}
            data-testid="list-card"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: '10px',
              bgcolor: 'background.paper',
              display: 'flex',
              alignItems: 'flex-start',
              gap: 0.5,
              p: 1.25,
            }}
          >
            {selection && (
              <Checkbox
                size="small"
                sx={{ p: 0.5, mt: -0.25 }}
                checked={selection.isSelected(id)}
                disabled={selection.canSelect ? !selection.canSelect(row) : false}
                onChange={(e) => selection.set([row], e.target.checked)}
                slotProps={{ input: { 'aria-label': `Select ${name}` } }}
              />
            )}
            <Box
              role={open ? 'button' : undefined}
              tabIndex={open ? 0 : undefined}
              aria-label={open ? props.rowLabel?.(row) : undefined}
              onClick={open ? () => open(row) : undefined}
              onKeyDown={(e) => {
                if (open && (e.key === 'Enter' || e.key === ' ')) {
                  e.preventDefault();
                  open(row);
                }
              }}
              sx={{ flex: 1, minWidth: 0, cursor: open ? 'pointer' : undefined, borderRadius: 1 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.75 }}>
                {head.map((c) => (
                  <Box key={c.field} sx={{ fontWeight: 600 }}>
                    {cellOf(c, row)}
                  </Box>
                ))}
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(84px, auto) 1fr',
                  columnGap: 1.5,
                  rowGap: 0.5,
                }}
              >
                {body.map((c) => (
                  <Box key={c.field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
                      {c.header}
                    </Typography>
                    <Box
                      component="dd"
                      sx={{ m: 0, minWidth: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' }}
                    >
                      {cellOf(c, row)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
