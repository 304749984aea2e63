import { describe, expect, it } from 'vitest';
import { createCustomerSchema, customerListQuerySchema, updateCustomerSchema } from './customer.schema';

const good = {
  name: ' Nordic Bulk Pool A/S ',
  addressLines: ['Amaliegade 12', ''],
  city: 'Copenhagen',
  postalCode: '1256',
  country: 'dk',
  taxId: 'DK 12 34 56 78',
  currency: 'usd',
};

function issues(input: unknown) {
  const result = createCustomerSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('createCustomerSchema', () => {
  it('normalises a good customer and fills the defaults', () => {
    expect(createCustomerSchema.parse(good)).toEqual({
      name: 'Nordic Bulk Pool A/S',
      addressLines: ['Amaliegade 12'],
      city: 'Copenhagen',
      postalCode: '1256',
      country: 'DK',
      taxId: 'DK12345678',
      currency: 'USD',
      paymentTermsDays: 30,
      notes: '',
      contacts: [],
    });
  });

  it('names the field of each bad value', () => {
    expect(issues({ ...good, country: 'XX' })).toEqual({
      country: 'country must be an ISO 3166-1 alpha-2 country code such as NL',
    });
    expect(issues({ ...good, currency: 'EURO' })).toEqual({
      currency: 'currency must be an ISO 4217 currency code such as USD',
    });
    expect(issues({ ...good, currency: 'XYZ' }).currency).toBeDefined();
    expect(issues({ ...good, paymentTermsDays: 366 })).toEqual({
      paymentTermsDays: 'paymentTermsDays must be a whole number of days from 0 to 365',
    });
    expect(issues({ ...good, paymentTermsDays: -1 }).paymentTermsDays).toBeDefined();
    expect(issues({ ...good, paymentTermsDays: 1.5 }).paymentTermsDays).toBeDefined();
    expect(issues({ ...good, addressLines: ['', ' '] })).toEqual({
      addressLines: 'addressLines needs at least one line (street and number)',
    });
    expect(issues({ ...good, name: '  ' })).toEqual({ name: 'name is required' });
    expect(issues({ ...good, postalCode: '12#4' }).postalCode).toBeDefined();
  });

  it('checks the VAT id against the country', () => {
    expect(issues({ ...good, taxId: 'DE123456789' })).toEqual({
      taxId: 'taxId must be a DK VAT id: DK followed by 8 digits, e.g. DK12345678',
    });
    expect(createCustomerSchema.parse({ ...good, country: 'SG', taxId: '201912345K' }).taxId).toBe(
      '201912345K',
    );
    expect(issues({ ...good, taxId: 'DK1', paymentTermsDays: 400, name: '' })).toEqual({
      name: 'name is required',
      paymentTermsDays: 'paymentTermsDays must be a whole number of days from 0 to 365',
      taxId: 'taxId must be a DK VAT id: DK followed by 8 digits, e.g. DK12345678',
    });
    expect(Object.keys(issues({ ...good, country: 'XX', taxId: 'DK1' }))).toEqual(['country']);
    expect(createCustomerSchema.parse({ ...good, taxId: '' }).taxId).toBeNull();
  });

  it('validates contacts and names their fields', () => {
    expect(issues({ ...good, contacts: [{ name: 'Ops desk', email: 'ops@', phone: null }] })).toEqual({
      'contacts.0.email': 'email must be a valid e-mail address',
    });
    expect(issues({ ...good, contacts: [{ name: 'Ops desk' }] })).toEqual({
      'contacts.0.email': 'email or phone is required',
    });
    expect(issues({ ...good, contacts: [{ name: 'Ops', phone: 'call me' }] })['contacts.0.phone']).toMatch(
      /^phone must be a telephone number/,
    );
  });
});

describe('updateCustomerSchema and the list query', () => {
  it('takes partial changes with the version and refuses a missing version', () => {
    expect(updateCustomerSchema.parse({ version: 2, paymentTermsDays: 0, active: false })).toMatchObject({
      version: 2,
      paymentTermsDays: 0,
      active: false,
    });
    expect(updateCustomerSchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(updateCustomerSchema.parse({ version: 1 })).toEqual({ version: 1 });
    expect(updateCustomerSchema.parse({ version: 1, taxId: '', postalCode: '' })).toEqual({
      version: 1,
      taxId: null,
      postalCode: null,
    });
  });

  it('reads the active filter and the country', () => {
    expect(customerListQuerySchema.parse({ active: 'false', country: 'gr' })).toMatchObject({
      active: 'false',
      country: 'GR',
      offset: 0,
      limit: 25,
    });
  });
});
