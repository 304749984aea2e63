import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@keel/domain';
import {
  bankAccountChanges,
  bankAccountFormValues,
  ibanHint,
  validateNewBankAccount,
} from './bank-account-form';

const stored: BankAccount = {
  id: '6f1c1b9e-3c1d-4c55-9f5e-1d2a3b4c5d6e',
  ownerType: 'vendor',
  ownerId: '0b8c8f43-5c0e-4d0b-9a55-3a1f0e2d4c6b',
  ownerName: 'Nordsea Marine Supply BV',
  bankName: 'ING Bank N.V.',
  country: 'NL',
  iban: 'NL91ABNA0417164300',
  bic: 'INGBNL2A',
  accountNumber: null,
  currency: 'EUR',
  isDefault: true,
  active: true,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

describe('bank account form', () => {
  it('shows a stored IBAN in groups of four and sends only what changed', () => {
    const values = bankAccountFormValues(stored);
    expect(values.iban).toBe('NL91 ABNA 0417 1643 00');
    expect(bankAccountChanges(stored, values)).toEqual({ version: 3 });
    expect(bankAccountChanges(stored, { ...values, bic: '', isDefault: false })).toEqual({
      version: 3,
      bic: null,
      isDefault: false,
    });
  });

  it('checks a new account with the API schema, naming the IBAN', () => {
    const values = { ...bankAccountFormValues(null), bankName: 'Barclays', currency: 'GBP' };
    expect(validateNewBankAccount({ ...values, iban: 'gb82 west 1234 5698 7654 32' }).ok).toBe(true);
    const bad = validateNewBankAccount({ ...values, iban: 'gb82 west 1234 5698 7654 33' });
    expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(['iban']);
  });

  it('hints the print form of a valid IBAN and the problem of a wrong one', () => {
    expect(ibanHint('gb82west12345698765432')).toEqual({ ok: true, text: 'GB82 WEST 1234 5698 7654 32' });
    expect(ibanHint('GB82 WEST')).toEqual({
      ok: false,
      text: 'iban: a GB IBAN has 22 characters, this one has 8',
    });
    expect(ibanHint(' ')).toBeNull();
  });
});
