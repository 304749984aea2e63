import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES } from '../common/country';
import { checkCompanyVatId, checkTaxId, compactVatId, EU_VAT_ID_FORMATS, isValidEuVatId } from './vat-id';

describe('checkTaxId', () => {
  it('has a format with a valid example for every EU member state', () => {
    expect(Object.keys(EU_VAT_ID_FORMATS).sort()).toEqual([...EU_MEMBER_STATES].sort());
    for (const [country, format] of Object.entries(EU_VAT_ID_FORMATS)) {
      expect(checkTaxId(country, format.example)).toEqual({ ok: true, value: format.example });
      expect(isValidEuVatId(country, format.example)).toBe(true);
    }
  });

  it('accepts well-formed EU VAT ids and stores them compact', () => {
    expect(checkTaxId('NL', 'nl 8200.98.395 B01')).toEqual({ ok: true, value: 'NL820098395B01' });
    expect(checkTaxId('DE', 'DE 136 695 976')).toEqual({ ok: true, value: 'DE136695976' });
    expect(checkTaxId('DK', 'DK-22756214')).toEqual({ ok: true, value: 'DK22756214' });
    expect(checkTaxId('BE', 'BE0404.616.494')).toEqual({ ok: true, value: 'BE0404616494' });
    expect(checkTaxId('FR', 'FR 40 303 265 045')).toEqual({ ok: true, value: 'FR40303265045' });
    expect(checkTaxId('ES', 'ESA28015865')).toEqual({ ok: true, value: 'ESA28015865' });
    expect(checkTaxId('ES', 'ES12345678Z')).toEqual({ ok: true, value: 'ES12345678Z' });
    expect(checkTaxId('IE', 'IE6388047V')).toEqual({ ok: true, value: 'IE6388047V' });
    expect(checkTaxId('IE', 'IE1234567WA')).toEqual({ ok: true, value: 'IE1234567WA' });
    expect(checkTaxId('SE', 'SE556703748501')).toEqual({ ok: true, value: 'SE556703748501' });
  });

  it('adds a missing prefix and takes GR for Greece, storing EL', () => {
    expect(checkTaxId('DE', '136695976')).toEqual({ ok: true, value: 'DE136695976' });
    expect(checkTaxId('GR', 'EL094014201')).toEqual({ ok: true, value: 'EL094014201' });
    expect(checkTaxId('GR', 'GR094014201')).toEqual({ ok: true, value: 'EL094014201' });
    expect(checkTaxId('GR', '094014201')).toEqual({ ok: true, value: 'EL094014201' });
  });

  it('refuses malformed ids of an EU country with a message naming field, prefix and example', () => {
    const de = checkTaxId('DE', 'DE12345678');
    expect(de).toEqual({
      ok: false,
      message: 'taxId must be a DE VAT id: DE followed by 9 digits, e.g. DE123456789',
    });
    expect(checkTaxId('NL', 'NL123456789').ok).toBe(false);
    expect(checkTaxId('NL', 'DE123456789').ok).toBe(false);
    // FR keys may be letters: a German id must not pass as French with FR added in front.
    expect(checkTaxId('FR', 'DE811907980').ok).toBe(false);
    expect(checkTaxId('FR', 'AB123456789')).toEqual({ ok: true, value: 'FRAB123456789' });
    expect(checkTaxId('ES', 'A28015865')).toEqual({ ok: true, value: 'ESA28015865' });
    expect(checkTaxId('AT', 'AT12345678').ok).toBe(false);
    expect(checkTaxId('SE', 'SE123456789702').ok).toBe(false);
    expect(checkTaxId('FR', 'FRIO123456789').ok).toBe(false);
    expect(checkTaxId('ES', 'ES123456789').ok).toBe(false);
    expect(checkTaxId('GR', 'EL12345678').ok).toBe(false);
    const other = checkTaxId('PL', 'abc', 'vat');
    expect(
      other.ok === false && other.message.startsWith('vat must be a PL VAT id: PL followed by 10 digits'),
    ).toBe(true);
  });

  it('takes any text up to 30 characters outside the EU, and null for an empty id', () => {
    expect(checkTaxId('NO', 'NO 923 609 016 MVA')).toEqual({ ok: true, value: 'NO 923 609 016 MVA' });
    expect(checkTaxId('SG', ' 199901234K ')).toEqual({ ok: true, value: '199901234K' });
    expect(checkTaxId('GB', 'GB123456789')).toEqual({ ok: true, value: 'GB123456789' });
    expect(checkTaxId('US', 'x'.repeat(31))).toEqual({
      ok: false,
      message: 'taxId must be at most 30 characters',
    });
    expect(checkTaxId('DE', '   ')).toEqual({ ok: true, value: null });
    expect(checkTaxId('DE', null)).toEqual({ ok: true, value: null });
  });

  it('compacts spaces, dots, hyphens and slashes', () => {
    expect(compactVatId(' nl-8200.98 395/b01 ')).toBe('NL820098395B01');
  });
});

describe('checkCompanyVatId', () => {
  it('stores an EU VAT id compact and checks its state format', () => {
    expect(checkCompanyVatId('de 123.456.789')).toEqual({ ok: true, value: 'DE123456789' });
    expect(checkCompanyVatId('GR123456789')).toEqual({ ok: true, value: 'EL123456789' });
    expect(checkCompanyVatId('NL123456789B01')).toEqual({ ok: true, value: 'NL123456789B01' });
    expect(checkCompanyVatId('DE12345')).toEqual({
      ok: false,
      message: 'VAT id must be DE followed by 9 digits, e.g. DE123456789',
    });
    expect(checkCompanyVatId('XI12345').ok).toBe(false);
  });

  it('takes other countries as letters and digits, and empty as none', () => {
    expect(checkCompanyVatId('NO 123 456 789 MVA')).toEqual({ ok: true, value: 'NO123456789MVA' });
    expect(checkCompanyVatId('  ')).toEqual({ ok: true, value: null });
    expect(checkCompanyVatId(null)).toEqual({ ok: true, value: null });
    expect(checkCompanyVatId('SG#1').ok).toBe(false);
    expect(checkCompanyVatId('X'.repeat(31)).ok).toBe(false);
  });
});
