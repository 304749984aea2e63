import { describe, expect, it } from 'vitest';
import { isUnLocode, locodeSchema, normalizeLocode } from './locode';

describe('UN/LOCODE', () => {
  it('accepts real bunkering ports', () => {
    for (const code of [
      'SGSIN',
      'NLRTM',
      'AEFJR',
      'GIGIB',
      'USHOU',
      'KRPUS',
      'ESALG',
      'PAPTY',
      'ESLPA',
      'BEANR',
      'PABLB',
    ])
      expect(isUnLocode(code)).toBe(true);
  });

  it('refuses a wrong shape, an unknown country or the digits 0 and 1', () => {
    expect(isUnLocode('NLRT')).toBe(false);
    expect(isUnLocode('NLRTMX')).toBe(false);
    expect(isUnLocode('nlrtm')).toBe(false);
    expect(isUnLocode('XXRTM')).toBe(false);
    expect(isUnLocode('12RTM')).toBe(false);
    expect(isUnLocode('NLR-M')).toBe(false);
    expect(isUnLocode('NLRT0')).toBe(false);
    expect(isUnLocode('NLR1M')).toBe(false);
    expect(isUnLocode('DEHA2')).toBe(true);
  });

  it('normalises case and the space after the country', () => {
    expect(normalizeLocode(' nl rtm ')).toBe('NLRTM');
    expect(locodeSchema('port').parse('sg sin')).toBe('SGSIN');
    const bad = locodeSchema('port').safeParse('ROTTERDAM');
    expect(bad.error?.issues[0]?.message).toBe(
      'port must be a UN/LOCODE: a 2-letter country code and 3 letters or digits, such as NLRTM',
    );
  });
});
