import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { ResetFiltersButton } from './ResetFiltersButton';
import type { ListControls, ListParams } from './use-list-params';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The bar above a list: the search box (debounced into the list's `q`), the list's own filters, "Reset
 * filters" while anything is filtered, and on narrow screens (no column headers) a "Sort by" choice.
 */
export function DataTableToolbar(props: {
  label: string;
  params: ListParams;
  onParamsChange: (patch: Partial<Omit<ListParams, 'filters'>>) => void;
  search: boolean;
  searchPlaceholder?: string | undefined;
  toolbar?: ReactNode;
  /** Default: the controls carried in `params` (useListParams). */
  controls?: ListControls | undefined;
  /** Sortable columns, when the headers that sort are not shown (cards). */
  sortOptions?: { field: string; header: string }[] | undefined;
}) {
  const { params, onParamsChange } = props;
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
  const controls = props.controls ?? params.controls;
  if (!props.search && !props.toolbar && !controls?.isFiltered) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      {props.search && (
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
      {props.sortOptions && props.sortOptions.length > 0 && (
        <TextField
          select
          size="small"
          label="Sort by"
          value={params.sort}
          onChange={(e) => onParamsChange({ sort: e.target.value, offset: 0 })}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Default order</MenuItem>
          {props.sortOptions.flatMap((c) => [
            <MenuItem key={c.field} value={c.field}>
              {c.header} ↑
            </MenuItem>,
            <MenuItem key={`-${c.field}`} value={`-${c.field}`}>
              {c.header} ↓
            </MenuItem>,
          ])}
        </TextField>
      )}
      <ResetFiltersButton controls={controls} />
    </Box>
  );
}
