import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { createShipSchema, shipListQuerySchema, updateShipSchema } from './ship.schema';

const valid = {
  name: 'Keel Spirit',
  imo: 'IMO 9074729',
  mmsi: '636012345',
  callSign: 'd5ab7',
  flag: 'lr',
  shipType: 'bulk_carrier',
  family: 'Kamsarmax',
  classSociety: 'DNV',
  buildYear: 2012,
  dwt: 81_600.5,
  gt: 43_300,
  owner: 'Keel Shipholding Ltd',
  manager: 'Keel Ship Management',
  status: 'active',
};

function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('createShipSchema', () => {
  it('normalises identifiers', () => {
    expect(createShipSchema.parse(valid)).toMatchObject({ imo: '9074729', callSign: 'D5AB7', flag: 'LR' });
  });

  it('fills optional fields and treats blank text as none', () => {
    const parsed = createShipSchema.parse({
      name: 'Keel Dawn',
      imo: '9302944',
      flag: 'MT',
      shipType: 'tanker',
      buildYear: 2006,
      dwt: 115_000,
      gt: 62_000,
      family: '  ',
    });
    expect(parsed).toMatchObject({ mmsi: null, callSign: null, family: null, owner: null, status: 'active' });
  });

  it('names every bad field', () => {
    const result = createShipSchema.safeParse({
      ...valid,
      name: ' ',
      imo: '9074728',
      mmsi: '12345',
      flag: 'LBR',
      shipType: 'yacht',
      buildYear: 1850,
      dwt: 0,
      gt: 43_300.5,
      status: 'scrapped',
    });
    expect(messages(result)).toEqual({
      name: 'name is required',
      imo: 'imo must be 7 digits with a valid check digit',
      mmsi: 'mmsi must be 9 digits',
      flag: 'flag must be an ISO 3166-1 alpha-2 country code',
      shipType: expect.stringMatching(/^shipType must be one of bulk_carrier/),
      buildYear: 'buildYear must be a year from 1900 to 2100',
      dwt: 'dwt must be a positive number',
      gt: 'gt must be a whole number',
      status: 'status must be active, laid_up or sold',
    });
  });
});

describe('updateShipSchema', () => {
  it('needs the version and validates what is sent', () => {
    expect(updateShipSchema.parse({ version: 4, status: 'laid_up' })).toEqual({
      version: 4,
      status: 'laid_up',
    });
    expect(messages(updateShipSchema.safeParse({ version: 4, imo: '1234568' }))).toEqual({
      imo: 'imo must be 7 digits with a valid check digit',
    });
    expect(updateShipSchema.safeParse({ status: 'sold' }).success).toBe(false);
  });
});

describe('shipListQuerySchema', () => {
  it('filters by text, family and status, sorted by name by default', () => {
    expect(shipListQuerySchema.parse({ q: 'keel', family: 'Kamsarmax', status: 'active' })).toMatchObject({
      q: 'keel',
      family: 'Kamsarmax',
      status: 'active',
      sort: 'name',
    });
    expect(shipListQuerySchema.parse({ sort: '-dwt' }).sort).toBe('-dwt');
    expect(shipListQuerySchema.safeParse({ sort: 'owner' }).success).toBe(false);
    expect(shipListQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });
});
