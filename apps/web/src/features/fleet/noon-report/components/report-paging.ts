/** Where the table is and the cursors the server gave for the page on screen. */
export interface PagingState {
  offset: number;
  limit: number;
  nextCursor: string | null | undefined;
  prevCursor: string | null | undefined;
}

/**
 * Turns the DataTable's "go to offset" into what to ask the server: the next or previous page by
 * its cursor (any depth costs the same), the first page plainly, anything else by offset.
 */
export function pageRequest(state: PagingState, targetOffset: number): { offset: number; cursor: string } {
  if (targetOffset <= 0) return { offset: 0, cursor: '' };
  if (targetOffset === state.offset + state.limit && state.nextCursor)
    return { offset: targetOffset, cursor: state.nextCursor };
  if (targetOffset === state.offset - state.limit && state.prevCursor)
    return { offset: targetOffset, cursor: state.prevCursor };
  return { offset: targetOffset, cursor: '' };
}

/** A calendar day YYYY-MM-DD as the UTC instant it starts at; `endOfDay` gives the next day's start. */
export function dayToUtc(day: string, endOfDay = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start)) return undefined;
  return new Date(start + (endOfDay ? 86_400_000 : 0)).toISOString();
}
