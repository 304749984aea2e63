/**
 * The speed colour scale of spec §9: 0 kn red, 5 yellow, 15 green, 25 cyan, 35 and above purple,
 * linear interpolation in RGB between the stops. Below 0 (or not a number) counts as 0.
 */

/** The scale's stops: knots and colour. */
export const SPEED_COLOUR_STOPS: ReadonlyArray<{ knots: number; colour: string }> = [
  { knots: 0, colour: '#ff0000' },
  { knots: 5, colour: '#ffff00' },
  { knots: 15, colour: '#00ff00' },
  { knots: 25, colour: '#00ffff' },
  { knots: 35, colour: '#800080' },
];

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];
const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const STOPS = SPEED_COLOUR_STOPS.map((s) => ({ knots: s.knots, rgb: rgb(s.colour) }));

/** The colour of a speed in knots, '#rrggbb' (channels rounded to the nearest integer). */
export function speedColour(knots: number): string {
  const k = Number.isFinite(knots) && knots > 0 ? knots : 0;
  const last = STOPS[STOPS.length - 1]!;
  if (k >= last.knots) return SPEED_COLOUR_STOPS[STOPS.length - 1]!.colour;
  let i = 0;
  while (k > STOPS[i + 1]!.knots) i++;
  const lo = STOPS[i]!;
  const hi = STOPS[i + 1]!;
  const t = (k - lo.knots) / (hi.knots - lo.knots);
  return `#${[0, 1, 2].map((c) => hex2(lo.rgb[c]! + (hi.rgb[c]! - lo.rgb[c]!) * t)).join('')}`;
}
