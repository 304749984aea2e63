import { useCallback, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { lazyPart } from '../../../lib/lazy-route';
import { useSearchShortcut } from './use-search-shortcut';

// Fetched when first opened: the signed-in frame's first load stays small (issue 12).
const SearchDialog = lazyPart(
  () => import('./SearchDialog'),
  (m) => m.SearchDialog,
  null,
);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button; it and `/`, Ctrl+K or ⌘K open the global search anywhere in the app. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);
  const hint = `Search (${isMac ? '⌘K' : 'Ctrl+K'} or /)`;
  return (
    <>
      <Tooltip title={hint}>
        <IconButton aria-label="Search" aria-keyshortcuts="Control+K Meta+K /" onClick={show}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
