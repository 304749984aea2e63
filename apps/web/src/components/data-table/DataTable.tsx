import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataTableCards } from './DataTableCards';
import { DataTableToolbar } from './DataTableToolbar';
import { SelectionBar } from './SelectionBar';
import { PAGE_SIZES, type ListControls, type ListParams } from './use-list-params';
import type { RowSelection } from './use-row-selection';

/** One column of a {@link DataTable}. */
export interface Column<T> {
  field: string;
  header: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg';
  /**
   * On narrow screens (stacked cards): `title` columns head the card (default: the first column),
   * `hide` ones are left out; the others show as a label and value.
   */
  card?: 'title' | 'hide';
}

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  total: number;
  /** The server counted up to a cap (`page.totalCapped`): the total shows "10,000+" (docs/lists.md). */
  totalCapped?: boolean;
  getRowId: (row: T) => string;
  params: ListParams;
  onParamsChange: (patch: Partial<Omit<ListParams, 'filters'>>) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onRowClick?: (row: T) => void;
  /** Accessible name of a clickable row ("Open Ada Admin"). */
  rowLabel?: (row: T) => string;
  searchPlaceholder?: string;
  /** Filters and buttons shown next to the search box. */
  toolbar?: ReactNode;
  emptyText?: string;
  search?: boolean;
  /** Row selection for bulk actions (a checkbox per row and one for the page); see useRowSelection. */
  selection?: RowSelection<T>;
  /** What to do with the chosen rows: buttons shown above the list while rows are chosen. */
  bulkActions?: ReactNode;
  /** A line that stays at the bottom of the list while it scrolls (totals of the filtered records). */
  footer?: ReactNode;
  /** Below this breakpoint the rows become stacked cards (default `sm`, 600 px); false keeps the table. */
  cardBelow?: 'sm' | 'md' | false;
  /**
   * "Reset filters" while anything differs from the defaults (default: the controls that useListParams
   * carries in `params`, so a list built on it has the reset without wiring it).
   */
  controls?: ListControls;
}

function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  return field;
}

/** A server-paged list: search, sort by column, paging, loading, error and empty states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, params, onParamsChange, loading, error, selection } = props;
  const theme = useTheme();
  const narrow = useMediaQuery(
    theme.breakpoints.down(props.cardBelow === false ? 'xs' : (props.cardBelow ?? 'sm')),
  );
  const cards = props.cardBelow !== false && narrow;

  const hide = (c: Column<T>) =>
    c.hideBelow ? { display: { xs: 'none', [c.hideBelow]: 'table-cell' } } : {};
  const sortField = params.sort.replace(/^-/, '');
  const sortDir = params.sort.startsWith('-') ? 'desc' : 'asc';
  const showSkeleton = loading && !rows;
  const selectable = selection
    ? (rows ?? []).filter((r) => !selection.canSelect || selection.canSelect(r))
    : [];
  const chosenOnPage = selection
    ? selectable.filter((r) => selection.isSelected(props.getRowId(r))).length
    : 0;
  const span = columns.length + (selection ? 1 : 0);
  const empty = (
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <InboxOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
      <Typography sx={{ mt: 1 }}>
        {params.q ? `Nothing matches “${params.q}”.` : (props.emptyText ?? 'Nothing here yet.')}
      </Typography>
    </Box>
  );

  return (
    <Box>
      <DataTableToolbar
        label={props.label}
        params={params}
        onParamsChange={onParamsChange}
        search={props.search !== false}
        searchPlaceholder={props.searchPlaceholder}
        toolbar={props.toolbar}
        controls={props.controls ?? params.controls}
        sortOptions={cards ? columns.filter((c) => c.sortable) : undefined}
      />
      {selection && selection.count > 0 && (
        <SelectionBar count={selection.count} onClear={selection.clear}>
          {props.bulkActions}
        </SelectionBar>
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            props.onRetry && (
              <Button color="inherit" size="small" onClick={props.onRetry}>
                Retry
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}
      <Box
        sx={{
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: '12px',
          overflow: 'clip',
          bgcolor: 'background.default',
        }}
      >
        {loading && (
          <LinearProgress
            aria-label={`Loading ${props.label}`}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
          />
        )}
        {cards ? (
          <DataTableCards
            label={props.label}
            columns={columns}
            rows={rows}
            loading={Boolean(loading)}
            getRowId={props.getRowId}
            onRowClick={props.onRowClick}
            rowLabel={props.rowLabel}
            selection={selection}
            empty={empty}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={props.label} aria-busy={loading ? true : undefined}>
              <TableHead>
                <TableRow
                  sx={(t) => ({
                    bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.12 : 0.05),
                  })}
                >
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selectable.length > 0 && chosenOnPage === selectable.length}
                        indeterminate={chosenOnPage > 0 && chosenOnPage < selectable.length}
                        disabled={selectable.length === 0}
                        onChange={(e) => selection.set(selectable, e.target.checked)}
                        slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((c) => (
                    <TableCell
                      key={c.field}
                      align={c.align}
                      sx={{ width: c.width, py: 1.25, ...hide(c) }}
                      sortDirection={c.sortable && sortField === c.field ? sortDir : false}
                    >
                      {c.sortable ? (
                        <TableSortLabel
                          active={sortField === c.field}
                          direction={sortField === c.field ? sortDir : 'asc'}
                          onClick={() => onParamsChange({ sort: nextSort(params.sort, c.field), offset: 0 })}
                        >
                          {c.header}
                        </TableSortLabel>
                      ) : (
                        c.header
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {showSkeleton &&
                  Array.from({ length: 5 }, (_, i) => (
                    <TableRow key={`s${i}`}>
                      {selection && <TableCell padding="checkbox" />}
                      {columns.map((c) => (
                        <TableCell key={c.field} sx={hide(c)}>
                          <Skeleton variant="text" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                {rows?.map((row) => (
                  <TableRow
                    key={props.getRowId(row)}
                    hover={Boolean(props.onRowClick)}
                    selected={selection ? selection.isSelected(props.getRowId(row)) : false}
                    tabIndex={props.onRowClick ? 0 : undefined}
                    aria-label={props.onRowClick ? props.rowLabel?.(row) : undefined}
                    onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                    onKeyDown={(e) => {
                      if (props.onRowClick && (e.key === 'Enter' || e.key === ' ')) {
                        e.preventDefault();
                        props.onRowClick(row);
                      }
                    }}
                    sx={{
                      cursor: props.onRowClick ? 'pointer' : undefined,
                      '&:last-child td': { borderBottom: 0 },
                    }}
                  >
                    {selection && (
                      <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                        <Checkbox
                          size="small"
                          checked={selection.isSelected(props.getRowId(row))}
                          disabled={selection.canSelect ? !selection.canSelect(row) : false}
                          onChange={(e) => selection.set([row], e.target.checked)}
                          onKeyDown={(e) => e.stopPropagation()}
                          slotProps={{
                            input: { 'aria-label': `Select ${props.rowLabel?.(row) ?? props.getRowId(row)}` },
                          }}
                        />
                      </TableCell>
                    )}
                    {columns.map((c) => (
                      <TableCell key={c.field} align={c.align} sx={{ py: 1.25, ...hide(c) }}>
                        {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.field] ?? '')}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {!loading && rows?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ borderBottom: 0 }}>
                      {empty}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {props.footer && (
          <Box
            role="status"
            aria-label={`${props.label} total`}
            sx={(t) => ({
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              px: 2,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              backgroundImage: `linear-gradient(${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.12 : 0.05)}, ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.12 : 0.05)})`,
              fontWeight: 600,
            })}
          >
            {props.footer}
          </Box>
        )}
        <TablePagination
          component="div"
          count={props.total}
          {...(props.totalCapped
            ? {
                labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
                  `${from}–${to} of ${count.toLocaleString('en-US')}+`,
              }
            : {})}
          page={Math.floor(params.offset / params.limit)}
          rowsPerPage={params.limit}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, page) => onParamsChange({ offset: page * params.limit })}
          onRowsPerPageChange={(e) => onParamsChange({ limit: Number(e.target.value), offset: 0 })}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      </Box>
    </Box>
  );
}
