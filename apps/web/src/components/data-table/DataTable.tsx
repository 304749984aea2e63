import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { PAGE_SIZES, type ListParams } from './use-list-params';

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
}

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  total: number;
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
}

const SEARCH_DEBOUNCE_MS = 300;

function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  return field;
}

/** A server-paged list: search, sort by column, paging, loading, error and empty states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, params, onParamsChange, loading, error } = props;
  const [query, setQuery] = useState(params.q);
  const [lastQ, setLastQ] = useState(params.q);
  if (params.q !== lastQ) {
    setLastQ(params.q);
    setQuery(params.q);
  }
  useEffect(() => {
    if (query === params.q) return;
    const timer = window.setTimeout(() => onParamsChange({ q: query, offset: 0 }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, params.q, onParamsChange]);

  const hide = (c: Column<T>) =>
    c.hideBelow ? { display: { xs: 'none', [c.hideBelow]: 'table-cell' } } : {};
  const sortField = params.sort.replace(/^-/, '');
  const sortDir = params.sort.startsWith('-') ? 'desc' : 'asc';
  const showSkeleton = loading && !rows;

  return (
    <Box>
      {(props.search !== false || props.toolbar) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          {props.search !== false && (
            <TextField
              size="small"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={props.searchPlaceholder ?? 'Search'}
              sx={{ flex: '1 1 220px', maxWidth: 360 }}
              slotProps={{
                htmlInput: { 'aria-label': props.searchPlaceholder ?? `Search ${props.label}` },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          {props.toolbar}
        </Box>
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
          overflow: 'hidden',
          bgcolor: 'background.default',
        }}
      >
        {loading && (
          <LinearProgress
            aria-label={`Loading ${props.label}`}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
          />
        )}
        <TableContainer>
          <Table size="small" aria-label={props.label} aria-busy={loading ? true : undefined}>
            <TableHead>
              <TableRow
                sx={(t) => ({
                  bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.12 : 0.05),
                })}
              >
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
                  {columns.map((c) => (
                    <TableCell key={c.field} align={c.align} sx={{ py: 1.25, ...hide(c) }}>
                      {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.field] ?? '')}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {!loading && rows?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      <InboxOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
                      <Typography sx={{ mt: 1 }}>
                        {params.q
                          ? `Nothing matches “${params.q}”.`
                          : (props.emptyText ?? 'Nothing here yet.')}
                      </Typography>
                    </Box>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={props.total}
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
