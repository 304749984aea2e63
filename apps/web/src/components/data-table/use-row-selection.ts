import { useCallback, useMemo, useState } from 'react';
import type { BulkResponse } from '@keel/domain';

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

/**
 * Drops from the selection the rows a bulk action changed; those it could not change stay chosen, so the
 * user can act on them again. Call it when the result is dismissed (the selection bar goes with the last row).
 */
export function deselectSucceeded<T extends { id: string }>(
  selection: RowSelection<T>,
  result: BulkResponse['data'] | null,
): void {
  const done = new Set(result?.results.filter((r) => r.ok).map((r) => r.id));
  selection.set(
    selection.rows.filter((r) => done.has(r.id)),
    false,
  );
}
