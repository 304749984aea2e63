import { describe, expect, it } from 'vitest';
import { createAgentSchema } from './agent.schema';
import { createVendorSchema, updateVendorSchema } from './vendor.schema';

const vendor = {
  name: 'Nordsea Marine Supply BV',
  code: 'nms-rtm',
  categories: ['engine_spares', 'deck_stores', 'deck_stores'],
  ports: [{ locode: 'nl rtm', portName: 'Rotterdam' }],
  addressLines: ['Waalhaven Zuidzijde 21', ''],
  city: 'Rotterdam',
  country: 'nl',
  currency: 'eur',
  email: 'RFQ@nordsea-marine.example',
};

describe('vendor contracts', () => {
  it('normalises code, categories, ports, country, currency and e-mail', () => {
    const v = createVendorSchema.parse(vendor);
    expect(v).toMatchObject({
      code: 'NMS-RTM',
      categories: ['deck_stores', 'engine_spares'],
      ports: [{ locode: 'NLRTM', portName: 'Rotterdam' }],
      addressLines: ['Waalhaven Zuidzijde 21'],
      country: 'NL',
      currency: 'EUR',
      email: 'rfq@nordsea-marine.example',
      paymentTermsDays: 30,
      rating: null,
    });
  });

  it('needs the RFQ e-mail, a category and valid ports, naming the field', () => {
    const result = createVendorSchema.safeParse({
      ...vendor,
      email: '',
      categories: [],
      ports: [
        { locode: 'NLRTM', portName: 'Rotterdam' },
        { locode: 'NLRTM', portName: 'Rotterdam' },
        { locode: 'XX1', portName: 'Nowhere' },
      ],
      rating: 6,
    });
    const fields = result.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['email', 'categories', 'ports.2.locode', 'rating']));
  });

  it('leaves fields out of a patch unless sent, and clears with null', () => {
    expect(updateVendorSchema.parse({ version: 3, name: 'X' })).toEqual({ version: 3, name: 'X' });
    expect(updateVendorSchema.parse({ version: 3, postalCode: '' })).toEqual({
      version: 3,
      postalCode: null,
    });
  });

  it('takes a port agent with its port', () => {
    const agent = createAgentSchema.parse({
      name: 'Maas Port Agency',
      portLocode: 'nlrtm',
      portName: 'Rotterdam',
      addressLines: ['Parkhaven 9'],
      city: 'Rotterdam',
      country: 'NL',
      email: 'ops@maas-agency.example',
      phone: '+31 10 400 1234',
    });
    expect(agent.portLocode).toBe('NLRTM');
    expect(createAgentSchema.safeParse({ ...agent, phone: 'call me' }).error?.issues[0]?.path).toEqual([
      'phone',
    ]);
  });
});
