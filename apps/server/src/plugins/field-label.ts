import { fieldWords } from '@keel/domain';

/** Where a request value came from; not part of the field's name for a person. */
const LOCATIONS = new Set(['body', 'querystring', 'params', 'headers']);

const words = fieldWords;
const singular = (noun: string) =>
  noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.endsWith('s') ? noun.slice(0, -1) : noun;
const lower = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/**
 * A field path of a 400 answer in words for a person: `shipId` → "Ship",
 * `querystring.limit` → "Limit", `lines.0.quantity` → "Line 1 quantity", `sidebar.2` → "Sidebar item 3".
 */
export function fieldLabel(path: string): string {
  const parts = path.split('.').filter((p) => p && !LOCATIONS.has(p));
  if (parts.length === 0) return 'Request';
  const out: string[] = [];
  parts.forEach((part, i) => {
    if (/^\d+$/.test(part)) {
      const n = Number(part) + 1;
      const previous = parts[i - 1];
      if (previous === undefined || /^\d+$/.test(previous)) out.push(`item ${n}`);
      else
        out[out.length - 1] =
          i === parts.length - 1
            ? `${out[out.length - 1]} item ${n}`
            : `${singular(out[out.length - 1]!)} ${n}`;
    } else {
      out.push(out.length === 0 ? words(part) : lower(words(part)));
    }
  });
  return out.join(' ');
}

/**
 * The sentence of one field error: the field in words, then what is wrong. A message that starts with
 * the raw key ("limit must be at most 200", "expiresInDays must be…") gets the words in its place.
 */
export function fieldSentence(path: string, message: string): string {
  const label = fieldLabel(path);
  const key = path
    .split('.')
    .filter((p) => p && !LOCATIONS.has(p) && !/^\d+$/.test(p))
    .pop();
  let rest = message;
  if (key && rest.startsWith(`${key} `)) rest = rest.slice(key.length + 1);
  else if (key && rest.toLowerCase().startsWith(`${words(key).toLowerCase()} `))
    rest = rest.slice(words(key).length + 1);
  return /^(is|are|must|should|cannot|can|may|has|was|does) /.test(rest) || rest !== message
    ? `${label} ${rest}`
    : `${label}: ${rest}`;
}
