import { describe, expect, it } from 'vitest';
import {
  isTileUrlTemplate,
  tileTemplateProblem,
  trackRetentionYearsSchema,
  updateMapSettingsSchema,
} from './tile-template';

describe('tile URL template', () => {
  it('takes http(s) templates with {z}/{x}/{y} and the optional {s} and {r}', () => {
    expect(isTileUrlTemplate('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('http://{s}.tile.example.org/{z}/{x}/{y}{r}.png?key=abc')).toBe(true);
  });

  it('names what is wrong', () => {
    expect(tileTemplateProblem('ftp://tiles.example.com/{z}/{x}/{y}')).toBe('must be an http(s) address');
    expect(tileTemplateProblem('https://tiles.example.com/{z}/{x}.png')).toBe('must contain {y}');
    expect(tileTemplateProblem('https://tiles.example.com/{z} /{x}/{y}')).toBe('must not contain spaces');
    expect(tileTemplateProblem('https://t.example.com/{z}/{x}/{y}/{q}')).toMatch(/unknown placeholder \{q\}/);
  });

  it('validates the company settings: empty means none, the message names the field', () => {
    expect(
      updateMapSettingsSchema.parse({ tileUrlTemplate: '  ', tileAttribution: ' OSM ', version: 0 }),
    ).toEqual({ tileUrlTemplate: '', tileAttribution: 'OSM', version: 0 });
    const bad = updateMapSettingsSchema.safeParse({
      tileUrlTemplate: 'https://t.example.com/{z}/{x}',
      tileAttribution: '',
      version: 1,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['tileUrlTemplate'],
      message: 'Tile URL template must contain {y}',
    });
  });

  it('takes a track retention of whole years from 1 to 50, optional in the body', () => {
    expect(trackRetentionYearsSchema.parse(1)).toBe(1);
    expect(trackRetentionYearsSchema.parse(50)).toBe(50);
    const message = (v: unknown) => trackRetentionYearsSchema.safeParse(v).error?.issues[0]?.message;
    expect(message(0)).toBe('Track retention must be at least 1 year');
    expect(message(51)).toBe('Track retention must be at most 50 years');
    expect(message(2.5)).toBe('Track retention must be a whole number of years');
    expect(message('5')).toBe('Track retention must be a whole number of years');
    expect(message(Number.NaN)).toBe('Track retention must be a whole number of years');
    const body = { tileUrlTemplate: '', tileAttribution: '', version: 0 };
    expect(updateMapSettingsSchema.parse(body)).toEqual(body);
    expect(
      updateMapSettingsSchema.safeParse({ ...body, trackRetentionYears: 0 }).error?.issues[0]?.path,
    ).toEqual(['trackRetentionYears']);
  });
});
