import { plural } from '../../../../../lib/format';

/** "Alpha", "Alpha and Beta", "Alpha, Beta and Gamma". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "1 vendor: Alpha", "3 vendors: Alpha, Beta and Gamma". */
export function vendorsPhrase(names: readonly string[]): string {
  return `${plural(names.length, 'vendor')}: ${joinNames(names)}`;
}
