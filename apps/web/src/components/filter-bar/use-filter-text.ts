import { useState } from 'react';

/**
 * The text of a filter typed freely but applied to the list only when it means something (a whole LOCODE,
 * on Enter or blur): what the user types, which follows the list's value whenever that changes from
 * elsewhere ("Reset filters", Back, a link).
 */
export function useFilterText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  return [text, setText];
}
