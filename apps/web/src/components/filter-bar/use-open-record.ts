import { useSearchParams } from 'react-router';

/**
 * The record a list shows in a dialog, kept in the URL as `?open=<id>` so a link or a reload opens
 * it again. Opening pushes a history entry (Back closes it); closing replaces it.
 */
export function useOpenRecord(): [string | null, (id: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const setOpen = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('open', id);
        else next.delete('open');
        return next;
      },
      { replace: !id },
    );
  return [search.get('open'), setOpen];
}
