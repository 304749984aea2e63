import { describe, expect, it } from 'vitest';
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  DecimalError,
  divDecimal,
  formatDecimal,
  isDecimalString,
  isNegativeDecimal,
  isPositiveDecimal,
  isZeroDecimal,
  maxDecimal,
  minDecimal,
  movePointDecimal,
  mulDecimal,
  negateDecimal,
  normalizeDecimal,
  parseDecimal,
  roundDecimal,
  subDecimal,
  sumDecimals,
} from './decimal';

describe('parsing', () => {
  it.each(['0', '-3', '1234.5678', '0.10', '-0.001', '007'])('accepts %s', (value) => {
    expect(isDecimalString(value)).toBe(true);
  });

  it.each(['', '1.', '.5', '1,5', '1e3', '+1', '--1', ' 1', 'NaN', '1.2.3'])('rejects "%s"', (value) => {
    expect(isDecimalString(value)).toBe(false);
    expect(() => parseDecimal(value)).toThrow(DecimalError);
  });

  it('rejects non-strings', () => {
    expect(isDecimalString(12)).toBe(false);
    expect(() => parseDecimal(12 as unknown as string)).toThrow('"12" is not a decimal number');
  });

  it('keeps units and scale', () => {
    expect(parseDecimal('-12.340')).toEqual({ units: -12340n, scale: 3 });
  });
});

describe('arithmetic is exact', () => {
  it('adds where floats drift', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it.each([
    ['1.10', '2', '3.10'],
    ['-1.5', '0.25', '-1.25'],
    ['99999999999999999999.99', '0.01', '100000000000000000000.00'],
  ])('%s + %s = %s', (a, b, sum) => expect(addDecimal(a, b)).toBe(sum));

  it.each([
    ['5', '7.25', '-2.25'],
    ['0.3', '0.1', '0.2'],
    ['-1', '-1', '0'],
  ])('%s − %s = %s', (a, b, diff) => expect(subDecimal(a, b)).toBe(diff));

  it.each([
    ['1.10', '2.50', '2.7500'],
    ['-3', '0.333', '-0.999'],
    ['123456789.123456789', '1000', '123456789123.456789000'],
  ])('%s × %s = %s', (a, b, product) => expect(mulDecimal(a, b)).toBe(product));

  it('sums a list exactly, zero for none', () => {
    expect(sumDecimals(Array.from({ length: 10 }, () => '0.1'))).toBe('1.0');
    expect(sumDecimals([])).toBe('0');
  });

  it('moves the point exactly', () => {
    expect(movePointDecimal('12.5', -2)).toBe('0.125');
    expect(movePointDecimal('12.5', 3)).toBe('12500');
    expect(movePointDecimal('0.125', 2)).toBe('12.5');
  });
});

describe('division and rounding', () => {
  it.each([
    ['1', '3', 4, 'half-even', '0.3333'],
    ['2', '3', 4, 'half-even', '0.6667'],
    ['-2', '3', 2, 'half-up', '-0.67'],
    ['1', '8', 2, 'half-even', '0.12'],
    ['1', '8', 2, 'half-up', '0.13'],
    ['3', '8', 2, 'half-even', '0.38'],
    ['-1', '8', 2, 'half-even', '-0.12'],
    ['-1', '8', 2, 'half-up', '-0.13'],
    ['10', '4', 0, 'half-even', '2'],
    ['10', '4', 0, 'half-up', '3'],
    ['1.5', '0.5', 0, 'half-even', '3'],
    ['7', '-2', 1, 'half-even', '-3.5'],
  ] as const)('%s ÷ %s to %i places, %s = %s', (a, b, scale, mode, result) => {
    expect(divDecimal(a, b, scale, mode)).toBe(result);
  });

  it('refuses division by zero', () => {
    expect(() => divDecimal('1', '0.00', 2)).toThrow('Cannot divide 1 by zero');
  });

  it('refuses a bad scale', () => {
    expect(() => divDecimal('1', '3', -1)).toThrow(DecimalError);
    expect(() => roundDecimal('1', 1.5)).toThrow(DecimalError);
  });

  it.each([
    ['2.345', 2, 'half-even', '2.34'],
    ['2.355', 2, 'half-even', '2.36'],
    ['2.345', 2, 'half-up', '2.35'],
    ['-2.345', 2, 'half-up', '-2.35'],
    ['-2.345', 2, 'half-even', '-2.34'],
    ['2.3451', 2, 'half-even', '2.35'],
    ['0.5', 0, 'half-even', '0'],
    ['1.5', 0, 'half-even', '2'],
    ['-0.4', 0, 'half-up', '0'],
    ['7', 3, 'half-even', '7.000'],
  ] as const)('rounds %s to %i places (%s) as %s', (value, scale, mode, result) => {
    expect(roundDecimal(value, scale, mode)).toBe(result);
  });
});

describe('comparison and helpers', () => {
  it.each([
    ['1.50', '1.5', 0],
    ['-1', '0', -1],
    ['0.001', '0', 1],
    ['-0.00', '0', 0],
    ['10', '9.999', 1],
  ] as const)('compare(%s, %s) = %i', (a, b, result) => expect(compareDecimal(a, b)).toBe(result));

  it('knows zero, positive and negative', () => {
    expect(isZeroDecimal('-0.00')).toBe(true);
    expect(isZeroDecimal('0.01')).toBe(false);
    expect(isPositiveDecimal('0.01')).toBe(true);
    expect(isNegativeDecimal('-0.01')).toBe(true);
    expect(isPositiveDecimal('0')).toBe(false);
  });

  it('negates, takes the absolute value, min and max', () => {
    expect(negateDecimal('1.20')).toBe('-1.20');
    expect(negateDecimal('0')).toBe('0');
    expect(absDecimal('-3.5')).toBe('3.5');
    expect(minDecimal('2', '1.99')).toBe('1.99');
    expect(maxDecimal('2', '1.99')).toBe('2');
  });

  it('normalises', () => {
    expect(normalizeDecimal('1.2300')).toBe('1.23');
    expect(normalizeDecimal('-0.000')).toBe('0');
    expect(normalizeDecimal('007.0')).toBe('7');
  });

  it('formats to a fixed scale for display', () => {
    expect(formatDecimal('1234567.5', 2, { groupSeparator: ',' })).toBe('1,234,567.50');
    expect(
      formatDecimal('-1234.565', 2, { mode: 'half-up', groupSeparator: ' ', decimalSeparator: ',' }),
    ).toBe('-1 234,57');
    expect(formatDecimal('999', 0)).toBe('999');
  });
});
