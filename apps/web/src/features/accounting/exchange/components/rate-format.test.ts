import { describe, expect, it } from 'vitest';
import { formatRate } from './rate-format';

describe('formatRate', () => {
  it('drops trailing zeros and keeps at least four decimals', () => {
    expect(formatRate('1.0853000000')).toBe('1.0853');
    expect(formatRate('161.4000000000')).toBe('161.4000');
    expect(formatRate('0.0061957300')).toBe('0.00619573');
    expect(formatRate('3')).toBe('3.0000');
  });
});
