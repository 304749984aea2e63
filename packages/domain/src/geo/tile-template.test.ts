import { describe, expect, it } from 'vitest';
import { isTileUrlTemplate, tileTemplateProblem, updateMapSettingsSchema } from './tile-template';

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
});
