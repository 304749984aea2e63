import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldSentence } from './field-label';

describe('field names in words', () => {
  it('never shows the raw key or path', () => {
    expect(fieldLabel('shipId')).toBe('Ship');
    expect(fieldLabel('querystring.limit')).toBe('Limit');
    expect(fieldLabel('params.id')).toBe('ID');
    expect(fieldLabel('expiresInDays')).toBe('Expires in days');
    expect(fieldLabel('lines.0.quantity')).toBe('Line 1 quantity');
    expect(fieldLabel('assignments.1.shipId')).toBe('Assignment 2 ship');
    expect(fieldLabel('shipFamilies.1.shipIds')).toBe('Ship family 2 ships');
    expect(fieldLabel('sidebar.0')).toBe('Sidebar item 1');
    expect(fieldLabel('body')).toBe('Request');
  });

  it('writes the sentence of a field error with the words in place of the key', () => {
    expect(fieldSentence('version', 'is required')).toBe('Version is required');
    expect(fieldSentence('querystring.limit', 'limit must be at most 200')).toBe('Limit must be at most 200');
    expect(fieldSentence('expiresInDays', 'expiresInDays must be at least 1')).toBe(
      'Expires in days must be at least 1',
    );
    expect(fieldSentence('assignments.0.shipId', 'no ship with this id')).toBe(
      'Assignment 1 ship: no ship with this id',
    );
    expect(fieldSentence('lines.0.quantity', 'quantity must be greater than 0')).toBe(
      'Line 1 quantity must be greater than 0',
    );
    expect(fieldSentence('email', 'email must be a valid e-mail address')).toBe(
      'E-mail must be a valid e-mail address',
    );
  });
});
