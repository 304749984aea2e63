import { parseSort } from '@keel/domain';
import { badRequest } from './http-error';

/** A `LIKE` pattern that finds `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Reads a list's `sort` parameter (`field` or `-field`); an unknown field is a 400 naming the
 * allowed ones rather than a silent fallback.
 */
export function sortOf<F extends string>(
  sort: string | undefined,
  allowed: readonly F[],
  fallback: F,
): { field: F; desc: boolean } {
  if (sort) {
    const name = sort.startsWith('-') ? sort.slice(1) : sort;
    if (!(allowed as readonly string[]).includes(name))
      throw badRequest('sort', `must be one of ${allowed.join(', ')} (prefix - for descending)`);
  }
  return parseSort(sort, allowed, fallback);
}
