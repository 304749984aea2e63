import { describe, expect, it } from 'vitest';
import {
  fieldWords,
  formatDateTimeUtc,
  formatDayUtc,
  humanizeCode,
  plural,
  pluralOf,
  wordedFieldMessage,
} from './words';

describe('plural', () => {
  it('says "1 vendor" and "3 vendors", never "vendor(s)"', () => {
    expect(plural(1, 'vendor')).toBe('1 vendor');
    expect(plural(3, 'vendor')).toBe('3 vendors');
    expect(plural(0, 'line')).toBe('0 lines');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(1200, 'report')).toBe('1,200 reports');
  });

  it('knows -ies, -es and irregular plurals, and takes an explicit one', () => {
    expect(pluralOf('entry')).toBe('entries');
    expect(pluralOf('box')).toBe('boxes');
    expect(pluralOf('person')).toBe('people');
    expect(plural(2, 'ship', 'vessels')).toBe('2 vessels');
  });
});

describe('dates written by the server', () => {
  it('writes a day as YYYY/MM/DD and an instant as YYYY/MM/DD HH:mm UTC', () => {
    expect(formatDayUtc('2026-12-01')).toBe('2026/12/01');
    expect(formatDayUtc(new Date('2026-12-01T23:30:00Z'))).toBe('2026/12/01');
    expect(formatDateTimeUtc(new Date('2026-03-04T05:06:00Z'))).toBe('2026/03/04 05:06 UTC');
    expect(formatDateTimeUtc('2026-03-04T05:06:59.999Z')).toBe('2026/03/04 05:06 UTC');
  });

  it('writes nothing for no value or an invalid one', () => {
    expect(formatDayUtc(null)).toBe('');
    expect(formatDayUtc('not a date')).toBe('');
    expect(formatDateTimeUtc(undefined)).toBe('');
  });
});

describe('humanizeCode', () => {
  it('turns codes and field paths into words', () => {
    expect(humanizeCode('rfq_cancelled')).toBe('RFQ cancelled');
    expect(humanizeCode('shipId')).toBe('Ship');
    expect(humanizeCode('purchase_order')).toBe('Purchase order');
    expect(humanizeCode('deliveryPort')).toBe('Delivery port');
  });
});

describe('field keys in messages', () => {
  it('puts a camel-case key at the start of a message into words', () => {
    expect(fieldWords('taxId')).toBe('Tax ID');
    expect(wordedFieldMessage('taxId must be a DE VAT id')).toBe('Tax ID must be a DE VAT id');
    expect(wordedFieldMessage('shipId must be a valid id')).toBe('Ship must be a valid id');
    expect(wordedFieldMessage('agentId is required when goods go to an agent')).toBe(
      'Agent is required when goods go to an agent',
    );
    expect(wordedFieldMessage('name is required')).toBe('name is required');
    expect(wordedFieldMessage('A ship has one noon report a day')).toBe('A ship has one noon report a day');
  });
});
