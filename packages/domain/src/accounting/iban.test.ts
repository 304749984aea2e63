import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, checkBic, checkIban, formatIban, ibanFromBban, usesIban } from './iban';
import { checkBankAccountIdentity, createBankAccountSchema } from './bank-account.schema';

/** The examples printed in the SWIFT IBAN Registry (ISO 13616 registration authority) and ECBS TR 201. */
const PUBLISHED_VALID = [
  'GB82 WEST 1234 5698 7654 32',
  'DE89 3704 0044 0532 0130 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'CH93 0076 2011 6238 5295 7',
  'NO93 8601 1117 947',
  'AE07 0331 2345 6789 0123 456',
  'SA03 8000 0000 6080 1016 7519',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'GR16 0110 1250 0000 0001 2300 695',
  'ES91 2100 0418 4502 0005 1332',
];

describe('IBAN (ISO 13616)', () => {
  it.each(PUBLISHED_VALID)('accepts the published example %s and stores it electronic', (printed) => {
    const result = checkIban(printed);
    expect(result).toEqual({ ok: true, value: printed.replaceAll(' ', '') });
  });

  it('accepts spaces and lower case, stores upper case without spaces, prints groups of four', () => {
    const result = checkIban('  gb82 west 1234 5698 7654 32 ');
    expect(result).toEqual({ ok: true, value: 'GB82WEST12345698765432' });
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
  });

  it('refuses a wrong check digit, naming the check', () => {
    expect(checkIban('GB82 WEST 1234 5698 7654 33')).toEqual({
      ok: false,
      message: 'iban: the check digits do not match (mistyped IBAN?)',
    });
    // Two digits swapped: MOD 97-10 catches every single transposition.
    expect(checkIban('DE89 3704 0044 0532 0103 00').ok).toBe(false);
  });

  it('refuses a length that is not the country length of the registry', () => {
    expect(checkIban('GB82 WEST 1234 5698 7654 3')).toEqual({
      ok: false,
      message: 'iban: a GB IBAN has 22 characters, this one has 21',
    });
    expect(checkIban('NO93 8601 1117 9471').ok).toBe(false);
  });

  it('refuses a country without IBANs, foreign characters and an empty value', () => {
    expect(checkIban('US12 3456 7890 1234')).toEqual({
      ok: false,
      message: 'iban: US does not issue IBANs (use the account number)',
    });
    expect(checkIban('GB82-WEST_1234').ok).toBe(false);
    expect(checkIban('   ')).toEqual({ ok: false, message: 'iban is required' });
    expect(checkIban('1282WEST12345698765432').ok).toBe(false);
  });

  it('knows the registry lengths and which countries use IBANs', () => {
    expect(IBAN_LENGTHS).toMatchObject({ NO: 15, LC: 32, RU: 33, DE: 22, FR: 27, SA: 24 });
    expect(usesIban('no')).toBe(true);
    expect(usesIban('SG')).toBe(false);
    expect(Object.keys(IBAN_LENGTHS).length).toBeGreaterThan(85);
  });

  it('computes check digits from a BBAN (the registry example comes back)', () => {
    expect(ibanFromBban('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
    expect(ibanFromBban('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(() => ibanFromBban('DE', '3704004405320130')).toThrow('a DE IBAN has 22 characters');
  });
});

describe('BIC (ISO 9362)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NEDSZAJJXXX', 'BNPAFRPP', 'dabadkkk', 'CHAS US 33'])(
    'accepts %s',
    (bic) => {
      expect(checkBic(bic)).toEqual({ ok: true, value: bic.replaceAll(' ', '').toUpperCase() });
    },
  );

  it('refuses 7, 9 or 10 characters, a bad country code and a bad shape', () => {
    expect(checkBic('DEUTDEF')).toEqual({
      ok: false,
      message: 'bic must have 8 or 11 characters, this one has 7',
    });
    expect(checkBic('DEUTDEFF5').ok).toBe(false);
    expect(checkBic('DEUTDEFF50').ok).toBe(false);
    expect(checkBic('DEUTXXFF')).toEqual({ ok: false, message: 'bic: XX is not a country code' });
    expect(checkBic('DEUT1EFF').ok).toBe(false);
    expect(checkBic('DEUTDE-F').ok).toBe(false);
  });
});

describe('bank account identity', () => {
  it('takes the country from the IBAN and refuses a different one', () => {
    const ok = checkBankAccountIdentity({
      country: null,
      iban: 'no93 8601 1117 947',
      bic: 'dnbanokk',
      accountNumber: null,
    });
    expect(ok).toEqual({
      ok: true,
      value: { country: 'NO', iban: 'NO9386011117947', bic: 'DNBANOKK', accountNumber: null },
    });
    const clash = checkBankAccountIdentity({
      country: 'SE',
      iban: 'NO9386011117947',
      bic: null,
      accountNumber: null,
    });
    expect(clash).toEqual({
      ok: false,
      issues: [{ field: 'country', message: "country must be NO, the IBAN's country" }],
    });
  });

  it('needs an IBAN in an IBAN country and an account number elsewhere', () => {
    expect(checkBankAccountIdentity({ country: 'DE', iban: null, bic: null, accountNumber: '123' })).toEqual({
      ok: false,
      issues: [{ field: 'iban', message: 'iban is required for an account in DE' }],
    });
    expect(checkBankAccountIdentity({ country: 'SG', iban: null, bic: null, accountNumber: null })).toEqual({
      ok: false,
      issues: [{ field: 'accountNumber', message: 'accountNumber is required in SG (no IBAN there)' }],
    });
    expect(
      checkBankAccountIdentity({ country: 'SG', iban: null, bic: 'DBSSSGSG', accountNumber: ' 072  123 ' }),
    ).toEqual({
      ok: true,
      value: { country: 'SG', iban: null, bic: 'DBSSSGSG', accountNumber: '072 123' },
    });
  });

  it('the create schema names the fields and requires an owner except for the company', () => {
    const base = { bankName: 'DNB', currency: 'nok', iban: 'NO93 8601 1117 947' };
    const company = createBankAccountSchema.parse({ ...base, ownerType: 'company' });
    expect(company).toMatchObject({
      ownerId: null,
      iban: 'NO9386011117947',
      country: 'NO',
      currency: 'NOK',
      isDefault: false,
    });
    const vendor = createBankAccountSchema.safeParse({
      ...base,
      ownerType: 'vendor',
      iban: 'NO93 8601 1117 948',
    });
    expect(vendor.success).toBe(false);
    const paths = vendor.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['ownerId']);
    const bad = createBankAccountSchema.safeParse({
      ...base,
      ownerType: 'company',
      iban: 'NO93 8601 1117 948',
    });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['iban', 'iban: the check digits do not match (mistyped IBAN?)'],
    ]);
  });
});
