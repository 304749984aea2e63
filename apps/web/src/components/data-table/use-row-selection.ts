import { useCallback, useMemo, useState } from 'react';

/** The rows a user chose in a list, for bulk actions; kept across pages, with each row as it was seen. */
export interface RowSelection<T> {
  /** How many rows are chosen. */
  count: number;
  /** The chosen rows, in the order they were chosen. */
  rows: T[];
  isSelected: (id: string) => boolean;
  /** Chooses (or drops) these rows. */
  set: (rows: readonly T[], selected: boolean) => void;
  clear: () => void;
  /** Rows that may not be chosen show a disabled box (default: every row). */
  canSelect?: (row: T) => boolean;
}

/** Row selection state for a {@link DataTable}'s `selection`. */
export function useRowSelection<T>(
  getRowId: (row: T) => string,
  canSelect?: (row: T) => boolean,
): RowSelection<T> {
  const [chosen, setChosen] = useState<ReadonlyMap<string, T>>(() => new Map());
  const set = useCallback(
    (rows: readonly T[], selected: boolean) =>
      setChosen((prev) => {
        const next = new Map(prev);
        for (const row of rows) {
          if (selected && (!canSelect || canSelect(row))) next.set(getRowId(row), row);
          else if (!selected) next.delete(getRowId(row));
        }
        return next;
      }),
    [getRowId, canSelect],
  );
  const clear = useCallback(() => setChosen(new Map()), []);
  return useMemo(
    () => ({
      count: chosen.size,
      rows: [...chosen.values()],
      isSelected: (id: string) => chosen.has(id),
      set,
      clear,
      ...(canSelect ? { canSelect } : {}),
    }),
    [chosen, set, clear, canSelect],
  );
}
