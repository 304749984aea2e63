import { describe, expect, it } from 'vitest';
import { contactInputSchema, contactListSchema, isPhoneNumber } from './contact.schema';
import { COUNTRY_CODES, isCountryCode, isEuMemberState } from './country';
import { isIso4217Code } from './currency-code';

describe('contacts', () => {
  it('trims, lower-cases the e-mail and turns empty values into null', () => {
    expect(
      contactInputSchema.parse({
        name: ' Lars Holm ',
        role: '',
        email: ' Lars.Holm@Example.COM ',
        phone: '',
      }),
    ).toEqual({ name: 'Lars Holm', role: null, email: 'lars.holm@example.com', phone: null });
  });

  it('accepts dialled phone numbers and refuses text or too few digits', () => {
    expect(isPhoneNumber('+65 6123 4567')).toBe(true);
    expect(isPhoneNumber('+1 (713) 555-0142')).toBe(true);
    expect(isPhoneNumber('010.252.1000')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('+49 40 ask for Jan')).toBe(false);
    expect(isPhoneNumber('+1234567890123456')).toBe(false);
  });

  it('needs an e-mail or a phone', () => {
    const result = contactInputSchema.safeParse({ name: 'Desk' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], message: 'email or phone is required' });
    expect(contactInputSchema.parse({ name: 'Desk', phone: '+31  10 252 1000' }).phone).toBe(
      '+31 10 252 1000',
    );
  });

  it('keeps at most 20 contacts', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, phone: '+4512345678' }));
    expect(contactListSchema.safeParse(many).success).toBe(false);
  });
});

describe('country and currency codes', () => {
  it('knows the 249 ISO 3166-1 codes and the 27 EU member states', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(isCountryCode('SG')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('sg')).toBe(false);
    expect(isEuMemberState('GR')).toBe(true);
    expect(isEuMemberState('NO')).toBe(false);
    expect(isEuMemberState('GB')).toBe(false);
  });

  it('knows ISO 4217 currencies in circulation', () => {
    expect(isIso4217Code('USD')).toBe(true);
    expect(isIso4217Code('AED')).toBe(true);
    expect(isIso4217Code('HRK')).toBe(false);
    expect(isIso4217Code('XAU')).toBe(false);
    expect(isIso4217Code('usd')).toBe(false);
  });
});
