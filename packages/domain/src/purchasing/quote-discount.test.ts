import { describe, expect, it } from 'vitest';
import { combineDiscounts } from './quote-discount';

describe('combineDiscounts', () => {
  it('compounds a line discount with the quote discount', () => {
    expect(combineDiscounts('10', '5')).toBe('14.5');
    expect(combineDiscounts('12.5', '2.5')).toBe('14.6875');
  });

  it('keeps either discount alone when the other is zero', () => {
    expect(combineDiscounts('0', '7.25')).toBe('7.25');
    expect(combineDiscounts('3', '0')).toBe('3');
    expect(combineDiscounts('0', '0')).toBe('0');
  });

  it('gives 100% when either is 100%', () => {
    expect(combineDiscounts('100', '20')).toBe('100');
  });

  it('rounds to 4 decimals', () => {
    expect(combineDiscounts('33.3333', '33.3333')).toBe('55.5555');
  });
});
