import { sql, type SQL } from 'drizzle-orm';

/**
 * Characters of a revision's text a headline reads: from the start, or from just before the first match.
 * ts_headline's cost is the parsing, about proportional to this (docs/dms.md "The headline"); 500 holds
 * the first match with two 30-word fragments around it.
 */
export const HEADLINE_WINDOW_CHARS = 500;
/** Characters the fallback headline reads from the start (what every headline read before). */
export const HEADLINE_TEXT_CHARS = 60_000;
/** Characters kept before the first query word when the window does not start at the text's start. */
const HEADLINE_LEAD_CHARS = 100;

/** ts_headline options: matches between \u0002 and \u0003 (never HTML), two short fragments. */
const HEADLINE_OPTIONS = sql`'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'`;

/** Widest gap a phrase probe allows for `<N>` (stop words inside a quoted phrase: "master of the ship"). */
const PHRASE_GAP_MAX = 50;

/**
 * SQL: one regular expression per phrase of `tsquery` (text[]; NULL when it has none) that finds where
 * the phrase's words stand together in lower-cased text: `'ballast' <-> 'water'` →
 * `ballas\w*\W+wate\w*`. Each word is its stem less its last letter (as the word probe), every other
 * character escaped; `<->` is a run of non-word characters, `<N>` allows up to N words between.
 * It does not depend on the row, so PostgreSQL computes it once per statement (an InitPlan).
 */
function phrasePatterns(tsquery: SQL): SQL {
  const part = sql`CASE WHEN t[1] IS NOT NULL
      THEN regexp_replace(left(t[1], greatest(length(t[1]) - 1, 3)), '([^[:alnum:]])', '\\\\\\1', 'g') || '\\w*'
      WHEN t[2] = '-' THEN '\\W+'
      ELSE '(?:\\W+\\w+){0,' || least(t[2]::int, ${PHRASE_GAP_MAX}) || '}\\W+' END`;
  return sql`(SELECT array_agg((SELECT string_agg(${part}, '' ORDER BY o)
        FROM regexp_matches(c[1], '''([^'']+)''|<(-|[0-9]+)>', 'g') WITH ORDINALITY AS x(t, o)))
      FROM regexp_matches(querytree(${tsquery})::text,
        '(''[^'']+''(?:\\s*<(?:-|[0-9]+)>\\s*''[^'']+'')+)', 'g') AS c)`;
}

/**
 * SQL: the headline of `body` (text: the revision's "number title" and its text) for `tsquery`, read
 * from a bounded window of the text instead of all of it (docs/dms.md "Search"). ts_headline parses
 * every character it is given, so its cost grows with the text: 25 rows of 50,000 characters took
 * ~400 ms, the same rows cut to 2,000 characters ~10 ms (cut to 500, a quarter of that).
 *
 * The window is HEADLINE_WINDOW_CHARS characters from the start, or — when the first match comes
 * later — from just before it. The first match is where a phrase of the query first stands whole
 * (`phrasePatterns`), else the first place of any query word: `strpos` of its stem
 * less its last letter ('safeti' → "safet", which "safety" holds) in the lower-cased text, far
 * cheaper than parsing it; the words come from `querytree` (negated words are not in it). Only when
 * the window shows no match (no \u0002: a stem that does not start its word, "dying" → 'die') is the
 * headline read from the first HEADLINE_TEXT_CHARS characters, as every headline was before.
 * `OFFSET 0` keeps each step a sub-select of its own: without it PostgreSQL inlines it and computes
 * the text (read from TOAST) and the headline once per mention.
 */
export function boundedHeadline(body: SQL, tsquery: SQL): SQL {
  const headline = (text: SQL) => sql`ts_headline('english', ${text}, ${tsquery}, ${HEADLINE_OPTIONS})`;
  // strpos of the leftmost match's text is its place (regexp_instr would need PostgreSQL 15).
  const phrasePlace = sql`(SELECT min(strpos(b.lowered, substring(b.lowered FROM pattern)))
    FROM unnest(${phrasePatterns(tsquery)}) AS pattern)`;
  const wordPlace = sql`(SELECT min(nullif(strpos(b.lowered, left(m[1], greatest(length(m[1]) - 1, 3))), 0))
    FROM regexp_matches(querytree(${tsquery})::text, '''([^'']+)''', 'g') AS m)`;
  const start = sql`CASE WHEN p.at < ${HEADLINE_WINDOW_CHARS / 2} THEN 1 ELSE p.at - ${HEADLINE_LEAD_CHARS} END`;
  // The window without the words it cuts: the last one unless the text ends there, the first unless
  // the text starts there.
  const window = sql`regexp_replace(regexp_replace(substr(p.body, ${start}, ${HEADLINE_WINDOW_CHARS}),
      CASE WHEN length(p.body) >= ${start} + ${HEADLINE_WINDOW_CHARS} THEN '\\s\\S*$' ELSE '^$' END, ''),
      CASE WHEN ${start} > 1 THEN '^\\S*\\s' ELSE '^$' END, '')`;
  return sql`(SELECT CASE WHEN strpos(w.h, chr(2)) > 0 THEN w.h
      ELSE ${headline(sql`left(w.body, ${HEADLINE_TEXT_CHARS})`)} END
    FROM (SELECT p.body, ${headline(window)} AS h
      FROM (SELECT b.body, coalesce(${phrasePlace}, ${wordPlace}, 0) AS at
        FROM (SELECT b0.body, lower(b0.body) AS lowered
          FROM (SELECT ${body} AS body OFFSET 0) b0 OFFSET 0) b OFFSET 0) p OFFSET 0) w)`;
}
