import { describe, expect, it } from 'vitest';
import { customerFieldErrors, customerFormValues, customerInput, validateCustomer } from './customer-form';

const filled = {
  ...customerFormValues(null),
  name: 'Hanseatic Chartering GmbH',
  addressLine1: 'Große Elbstraße 145',
  city: 'Hamburg',
  postalCode: '22767',
  country: 'DE',
  taxId: 'de 284 173 659',
  currency: 'EUR',
};

describe('customer form', () => {
  it('starts a new customer in USD on 30 days', () => {
    expect(customerFormValues(null)).toMatchObject({
      currency: 'USD',
      paymentTermsDays: '30',
      addressLine1: '',
    });
  });

  it('turns the fields into the API shape and validates them with the domain schema', () => {
    expect(customerInput(filled).addressLines).toEqual(['Große Elbstraße 145', '', '']);
    const checked = validateCustomer(filled);
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({
        taxId: 'DE284173659',
        paymentTermsDays: 30,
        addressLines: ['Große Elbstraße 145'],
      }),
    });
  });

  it('shows every wrong field at once, address messages under the address lines', () => {
    const checked = validateCustomer({
      ...filled,
      addressLine1: ' ',
      taxId: 'DE1',
      paymentTermsDays: 'soon',
      currency: '',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      addressLine1: 'Address needs at least one line (street and number)',
      paymentTermsDays: 'Payment terms must be a whole number of days from 0 to 365',
      currency: 'currency must be an ISO 4217 currency code such as USD',
      taxId: 'Tax ID must be a DE VAT id: DE followed by 9 digits, e.g. DE123456789',
    });
  });

  it('maps server field paths of address lines onto the form fields', () => {
    expect(customerFieldErrors({ 'addressLines.2': 'too long', addressLines: 'needed', city: 'x' })).toEqual({
      addressLine3: 'too long',
      addressLine1: 'needed',
      city: 'x',
    });
  });
});
