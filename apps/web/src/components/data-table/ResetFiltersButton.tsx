import Button from '@mui/material/Button';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import type { ListControls } from './use-list-params';

/**
 * "Reset filters": shown while a list's search, filters, sort or page size differ from its defaults; back
 * to the defaults (and forgets what was remembered for the screen).
 */
export function ResetFiltersButton({ controls }: { controls: ListControls | undefined }) {
  if (!controls?.isFiltered) return null;
  return (
    <Button size="small" color="inherit" startIcon={<FilterAltOffOutlinedIcon />} onClick={controls.reset}>
      Reset filters
    </Button>
  );
}
