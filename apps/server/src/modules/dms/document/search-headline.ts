import { sql, type SQL } from 'drizzle-orm';

/** Characters of a revision's text a headline reads: from the start, or from just before the first match. */
export const HEADLINE_WINDOW_CHARS = 2_000;
/** Characters the fallback headline reads from the start (what every headline read before). */
export const HEADLINE_TEXT_CHARS = 60_000;
/** Characters kept before the first query word when the window does not start at the text's start. */
const HEADLINE_LEAD_CHARS = 200;

/** ts_headline options: matches between \u0002 and \u0003 (never HTML), two short fragments. */
const HEADLINE_OPTIONS = sql`'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'`;

/**
 * SQL: the headline of `body` (text: the revision's "number title" and its text) for `tsquery`, read
 * from a bounded window of the text instead of all of it (docs/dms.md "Search"). ts_headline parses
 * every character it is given, so its cost grows with the text: 25 rows of 50,000 characters took
 * ~400 ms, the same rows cut to 2,000 characters ~10 ms.
 *
 * The window is HEADLINE_WINDOW_CHARS characters from the start, or — when the first query word comes
 * later — from just before that word. A word's first place is found by `strpos` of its stem less its
 * last letter ('safeti' → "safet", which "safety" holds) in the lower-cased text, far cheaper than
 * parsing it; the words come from `querytree` (negated words are not in it). Only when the window
 * shows no match (no \u0002: a stem that does not start its word, a phrase whose words stand apart
 * before they stand together) is the headline read from the first HEADLINE_TEXT_CHARS characters, as
 * every headline was before. `OFFSET 0` keeps each step a sub-select of its own: without it
 * PostgreSQL inlines it and computes the text (read from TOAST) and the headline once per mention.
 */
export function boundedHeadline(body: SQL, tsquery: SQL): SQL {
  const headline = (text: SQL) => sql`ts_headline('english', ${text}, ${tsquery}, ${HEADLINE_OPTIONS})`;
  const firstPlace = sql`(SELECT coalesce(min(nullif(strpos(lower(b.body),
      left(m[1], greatest(length(m[1]) - 1, 3))), 0)), 0)
    FROM regexp_matches(querytree(${tsquery})::text, '''([^'']+)''', 'g') AS m)`;
  const start = sql`CASE WHEN p.at < ${HEADLINE_WINDOW_CHARS / 2} THEN 1 ELSE p.at - ${HEADLINE_LEAD_CHARS} END`;
  return sql`(SELECT CASE WHEN strpos(w.h, chr(2)) > 0 THEN w.h
      ELSE ${headline(sql`left(w.body, ${HEADLINE_TEXT_CHARS})`)} END
    FROM (SELECT p.body, ${headline(sql`substr(p.body, ${start}, ${HEADLINE_WINDOW_CHARS})`)} AS h
      FROM (SELECT b.body, ${firstPlace} AS at
        FROM (SELECT ${body} AS body OFFSET 0) b OFFSET 0) p OFFSET 0) w)`;
}
