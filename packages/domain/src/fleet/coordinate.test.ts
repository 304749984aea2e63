import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinate } from './coordinate';

const value = (text: string, axis: 'lat' | 'lon') => {
  const result = parseCoordinate(text, axis);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe('parseCoordinate', () => {
  it("reads degrees and minutes as the report table shows them, with or without spaces, with ' or ′", () => {
    expect(value("04°12.3'S", 'lat')).toBeCloseTo(-4.205, 6);
    expect(value('04°12.3′S', 'lat')).toBeCloseTo(-4.205, 6);
    expect(value("04° 12.3' S", 'lat')).toBeCloseTo(-4.205, 6);
    expect(value('4 12.3 s', 'lat')).toBeCloseTo(-4.205, 6);
    expect(value("012°05.0'E", 'lon')).toBeCloseTo(12.083333, 6);
    expect(value('012°05.0′ W', 'lon')).toBeCloseTo(-12.083333, 6);
    expect(value("36°30'N", 'lat')).toBe(36.5);
    expect(value('04°12,3′S', 'lat')).toBeCloseTo(-4.205, 6);
  });

  it('reads decimal degrees, signed or with a hemisphere', () => {
    expect(value('-4.205', 'lat')).toBe(-4.205);
    expect(value('12.0833', 'lon')).toBe(12.0833);
    expect(value('4.205 S', 'lat')).toBe(-4.205);
    expect(value('+179.5', 'lon')).toBe(179.5);
    expect(value('0', 'lat')).toBe(0);
    expect(Object.is(value('0°00.0′S', 'lat'), -0)).toBe(false);
  });

  it('reads back what the table shows', () => {
    for (const [n, axis] of [
      [-4.205, 'lat'],
      [51.9, 'lat'],
      [-122.4, 'lon'],
      [3.5, 'lon'],
    ] as const)
      expect(value(formatCoordinate(n, axis), axis)).toBeCloseTo(n, 3);
  });

  it('refuses bad input with a message naming the field', () => {
    const bad = (text: string, axis: 'lat' | 'lon', field?: string) => {
      const result = parseCoordinate(text, axis, field);
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.message;
    };
    expect(bad('', 'lat')).toBe('lat is required');
    expect(bad('north', 'lat')).toBe(
      "lat must be degrees and minutes or decimal degrees, like 04°12.3'S or -4.205",
    );
    expect(bad("04°12.3'E", 'lat')).toBe('lat must end in N or S, not E');
    expect(bad("012°05.0'N", 'lon')).toBe('lon must end in E or W, not N');
    expect(bad("04°75.0'S", 'lat')).toBe('lat must have minutes below 60');
    expect(bad('91', 'lat')).toBe('lat must be from -90 to 90 degrees');
    expect(bad("181°00.0'E", 'lon')).toBe('lon must be from -180 to 180 degrees');
    expect(bad('-4.2 S', 'lat')).toMatch(/^lat must be degrees and minutes/);
    expect(bad('4..2', 'lat', 'Latitude')).toMatch(/^Latitude must be/);
  });
});

describe('formatCoordinate', () => {
  it('writes degrees and decimal minutes with the hemisphere', () => {
    expect(formatCoordinate(-4.205, 'lat')).toBe('04°12.3′S');
    expect(formatCoordinate(12.0833333, 'lon')).toBe('012°05.0′E');
    expect(formatCoordinate(59.99999, 'lat')).toBe('60°00.0′N');
  });
});
