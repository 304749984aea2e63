/** Query keys of the global search. */
export const searchKeys = {
  all: ['search'] as const,
  term: (q: string, limit: number) => [...searchKeys.all, q, limit] as const,
};
