import { describe, expect, it } from 'vitest';
import { isIsoDate, parseRateCsv, splitCsvLine } from './rate-csv';

describe('parseRateCsv', () => {
  it('reads the long layout with a header, one row per date and currency', () => {
    const csv = 'date,currency,rate\n2026-03-02,USD,1.0853\n2026-03-02,JPY,161.42\n2026-03-03,USD,1.0861\n';
    expect(parseRateCsv(csv, 'EUR')).toEqual({
      rows: [
        { line: 2, date: '2026-03-02', currency: 'USD', rate: '1.0853' },
        { line: 3, date: '2026-03-02', currency: 'JPY', rate: '161.42' },
        { line: 4, date: '2026-03-03', currency: 'USD', rate: '1.0861' },
      ],
      refused: [],
    });
  });

  it('reads a file without a header, with CRLF, a BOM, blank and comment lines', () => {
    const csv = '\uFEFF# ECB reference rates\r\n2026-03-02,usd,1.0853\r\n\r\n2026-03-02,GBP,0.8451\r\n';
    const result = parseRateCsv(csv, 'EUR');
    expect(result.rows.map((r) => [r.line, r.currency])).toEqual([
      [2, 'USD'],
      [4, 'GBP'],
    ]);
    expect(result.refused).toEqual([]);
  });

  it('reads the ECB data-portal export: columns found by name, in any order', () => {
    const csv =
      'KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE\n' +
      'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-03-02,1.0853\n';
    expect(parseRateCsv(csv, 'EUR').rows).toEqual([
      { line: 2, date: '2026-03-02', currency: 'USD', rate: '1.0853' },
    ]);
  });

  it('reads semicolons with decimal commas and quoted cells', () => {
    const csv = 'Date;Currency;Rate\n2026-03-02;"NOK";"11,6235"\n';
    expect(parseRateCsv(csv, 'EUR').rows).toEqual([
      { line: 2, date: '2026-03-02', currency: 'NOK', rate: '11.6235' },
    ]);
  });

  it('refuses each bad line with its reason and keeps the good ones', () => {
    const csv = [
      'date,currency,rate',
      '2026-03-02,USD,1.0853',
      '2026-02-30,USD,1.08',
      '02/03/2026,USD,1.08',
      '2026-03-02,XYZ,1.5',
      '2026-03-02,EUR,1',
      '2026-03-02,GBP,-0.84',
      '2026-03-02,NOK,0',
      '2026-03-02,SEK,abc',
      '2026-03-02,DKK,N/A',
      '2026-03-02,USD,1.09',
      '2026-03-02,CHF',
      '2026-03-02,JPY,1.12345678901',
    ].join('\n');
    const result = parseRateCsv(csv, 'EUR');
    expect(result.rows).toEqual([{ line: 2, date: '2026-03-02', currency: 'USD', rate: '1.0853' }]);
    expect(result.refused.map((r) => [r.line, r.message])).toEqual([
      [3, 'date "2026-02-30" is not a date written YYYY-MM-DD'],
      [4, 'date "02/03/2026" is not a date written YYYY-MM-DD'],
      [5, 'currency "XYZ" is not an ISO 4217 currency code'],
      [6, 'currency EUR is the base currency'],
      [7, 'rate must be greater than 0'],
      [8, 'rate must be greater than 0'],
      [9, 'rate "abc" is not a number such as 1.0853'],
      [10, 'no rate on this line'],
      [11, 'USD on 2026-03-02 is already on line 2'],
      [12, 'expected three values: date, currency, rate'],
      [13, 'rate has more than 10 decimal places'],
    ]);
    expect(result.refused[0]!.text).toBe('2026-02-30,USD,1.08');
  });

  it('splits quoted cells and checks calendar dates', () => {
    expect(splitCsvLine('a,"b,c","d ""e"""', ',')).toEqual(['a', 'b,c', 'd "e"']);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-2')).toBe(false);
  });
});
