import type { Mention } from '@keel/domain';

/** The `@word` being typed just before the caret, or null: where it starts and what follows the `@`. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Replaces the `@word` at `start…caret` by `@Name ` and returns the new text and caret. */
export function insertMention(text: string, start: number, caret: number, name: string) {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The picked users whose `@Name` is still in the text (a mention the author erased is dropped). */
export function mentionsIn(text: string, picked: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return picked.filter((m) => {
    if (seen.has(m.id) || !text.includes(`@${m.name}`)) return false;
    seen.add(m.id);
    return true;
  });
}

/** Splits a comment into text and mention parts, for showing the mentions highlighted. */
export function splitMentions(text: string, mentions: readonly Mention[]) {
  const names = [...new Set(mentions.map((m) => m.name))].sort((a, b) => b.length - a.length);
  if (names.length === 0) return [{ text, mention: false }];
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(@(?:${escaped.join('|')}))`, 'g'));
  return parts
    .filter(Boolean)
    .map((p) => ({ text: p, mention: p.startsWith('@') && names.includes(p.slice(1)) }));
}
