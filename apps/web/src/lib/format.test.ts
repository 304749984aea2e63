import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, initials, plural } from './format';

describe('initials', () => {
  it('takes the first and last name, never a rank or a title', () => {
    expect(initials('Ada Admin')).toBe('AA');
    expect(initials('Capt. Ana Petrova')).toBe('AP');
    expect(initials('Chief Engineer Jon Berg')).toBe('JB');
    expect(initials('Captain Lars Holm')).toBe('LH');
    expect(initials('Dr. Maria Santos Ferreira')).toBe('MF');
    expect(initials('C/E Jon Berg')).toBe('JB');
    expect(initials('Mr Tom Hale Jr.')).toBe('TH');
    expect(initials('Ana Petrova (Master)')).toBe('AP');
  });

  it('keeps a name that only looks like a title, and has a fallback', () => {
    expect(initials('Master')).toBe('M');
    expect(initials('Ingrid Dahl')).toBe('ID');
    expect(initials('')).toBe('?');
  });
});

describe('formats', () => {
  it('shows dates as YYYY/MM/DD and YYYY/MM/DD HH:mm', () => {
    expect(formatDate('2026-12-05')).toBe('2026/12/05');
    expect(formatDateTime(new Date(2026, 11, 5, 9, 7))).toBe('2026/12/05 09:07');
    expect(formatDate(null)).toBe('');
  });

  it('counts with the right plural', () => {
    expect(plural(1, 'vendor')).toBe('1 vendor');
    expect(plural(3, 'line')).toBe('3 lines');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(2, 'entry')).toBe('2 entries');
  });
});
