import { describe, expect, it } from 'vitest';
import {
  bunkerSupplierListQuerySchema,
  createBunkerSupplierSchema,
  isWebAddress,
  updateBunkerSupplierSchema,
} from './bunker-supplier.schema';

const messages = (input: unknown) => {
  const r = createBunkerSupplierSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('createBunkerSupplierSchema', () => {
  it('normalises a supplier and fills the defaults', () => {
    expect(
      createBunkerSupplierSchema.parse({
        name: ' Straits Marine Fuels ',
        country: 'sg',
        website: 'www.straitsfuels.example.com',
        ports: [{ locode: 'sg sin', portName: 'Singapore' }],
      }),
    ).toEqual({
      name: 'Straits Marine Fuels',
      country: 'SG',
      website: 'https://www.straitsfuels.example.com',
      notes: '',
      rating: null,
      ports: [{ locode: 'SGSIN', portName: 'Singapore' }],
      contacts: [],
    });
  });

  it('names the field of a bad LOCODE, a port listed twice, a bad rating or website', () => {
    const base = { name: 'X', country: 'NL' };
    expect(messages({ ...base, ports: [{ locode: 'NLRT', portName: 'Rotterdam' }] })).toEqual({
      'ports.0.locode':
        'locode must be a UN/LOCODE: a 2-letter country code and 3 letters or digits, such as NLRTM',
    });
    expect(
      messages({
        ...base,
        ports: [
          { locode: 'NLRTM', portName: 'Rotterdam' },
          { locode: 'nlrtm', portName: 'Rotterdam again' },
        ],
      }),
    ).toEqual({ 'ports.1.locode': 'locode NLRTM is listed twice' });
    expect(messages({ ...base, rating: 6 })).toEqual({ rating: 'rating must be a whole number from 1 to 5' });
    expect(messages({ ...base, rating: 0 }).rating).toBeDefined();
    expect(messages({ ...base, website: 'ftp://files.example.com' })).toEqual({
      website: 'website must be a web address such as https://www.example.com',
    });
    expect(messages({ ...base, country: 'Netherlands' }).country).toBeDefined();
    expect(messages({ ...base, contacts: [{ name: 'Desk', email: 'desk' }] })).toEqual({
      'contacts.0.email': 'email must be a valid e-mail address',
    });
  });

  it('recognises web addresses', () => {
    expect(isWebAddress('https://www.example.com/bunkers?x=1')).toBe(true);
    expect(isWebAddress('http://example.co.uk:8080')).toBe(true);
    expect(isWebAddress('https://localhost')).toBe(false);
    expect(isWebAddress('https://exa mple.com')).toBe(false);
  });
});

describe('update and list query', () => {
  it('needs the version and may clear the rating', () => {
    expect(updateBunkerSupplierSchema.parse({ version: 3, rating: null })).toEqual({
      version: 3,
      rating: null,
    });
    expect(updateBunkerSupplierSchema.safeParse({ rating: 4 }).success).toBe(false);
  });

  it('reads the port and grade filters', () => {
    expect(bunkerSupplierListQuerySchema.parse({ port: 'nlrtm', grade: 'MGO' })).toMatchObject({
      port: 'NLRTM',
      grade: 'MGO',
    });
    expect(bunkerSupplierListQuerySchema.safeParse({ port: 'Rotterdam' }).success).toBe(false);
  });
});
