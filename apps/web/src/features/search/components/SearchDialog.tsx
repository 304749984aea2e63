import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MIN_LENGTH, type SearchResult } from '@keel/domain';
import { errorMessage } from '../../../lib/api-error';
import { useSearch } from '../api/search';
import { SearchResults } from './SearchResults';
import { useDebounced } from '../../../lib/use-debounced';

/**
 * The global search dialog: a field and the results grouped by kind. Arrows move through the
 * results, Enter opens the highlighted one, Esc closes.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const term = useDebounced(text.trim(), 150);
  const ready = term.length >= SEARCH_MIN_LENGTH;
  const answer = useSearch(term);
  const groups = ready && answer.data ? answer.data.groups.filter((g) => g.items.length > 0) : [];
  const items = groups.flatMap((g) => g.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const open = (item: SearchResult) => {
    onClose();
    void navigate(item.link);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[current];
      if (item) open(item);
    }
  };

  let status: string | null = null;
  if (!ready) status = `Type at least ${SEARCH_MIN_LENGTH} characters of a number or a name.`;
  else if (answer.isError) status = errorMessage(answer.error);
  else if (answer.data && answer.data.q === term && items.length === 0)
    status = `Nothing found for “${term}”.`;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      sx={{ '& .MuiDialog-container': { alignItems: fullScreen ? 'stretch' : 'flex-start' } }}
      slotProps={{
        paper: { 'aria-label': 'Search', sx: { mt: fullScreen ? 0 : '10vh', overflow: 'hidden' } },
      }}
    >
      <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Ships, requisitions, POs, vendors, certificates, users"
          slotProps={{
            htmlInput: {
              'aria-label': 'Search',
              role: 'combobox',
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': items.length > 0 ? `${listId}-${current}` : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {fullScreen && (
          <IconButton aria-label="Close search" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{ready && answer.isFetching && <LinearProgress aria-label="Searching" />}</Box>
      <Box sx={{ maxHeight: fullScreen ? 'none' : '60vh', overflowY: 'auto', px: 1, pb: 1, flex: 1 }}>
        {status ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 3 }} role="status">
            {status}
          </Typography>
        ) : (
          <SearchResults id={listId} groups={groups} active={current} onHover={setActive} onOpen={open} />
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        ↑ ↓ to move · Enter to open · Esc to close
      </Typography>
    </Dialog>
  );
}
