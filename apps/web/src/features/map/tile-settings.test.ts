import { afterEach, describe, expect, it } from 'vitest';
import type { MapSettings } from '@keel/domain';
import { quantiseColour } from './canvas/ship-sprite';
import { readDeviceTiles, resolveTiles, saveTileSettings } from './tile-settings';

const company = (tileUrlTemplate: string): MapSettings => ({
  tileUrlTemplate,
  tileAttribution: '© Company tiles',
  trackRetentionYears: 5,
  version: 1,
  updatedAt: '2026-11-26T04:00:00.000Z',
  updatedByName: 'Admin',
});

describe('tiles in force', () => {
  afterEach(() => localStorage.clear());

  it('takes the company template over this device’s, and the device’s when the company has none', () => {
    saveTileSettings('https://device.example/{z}/{x}/{y}.png', 'Device');
    const device = readDeviceTiles();
    expect(device).toEqual({
      url: 'https://device.example/{z}/{x}/{y}.png',
      attribution: 'Device',
      source: 'device',
    });
    expect(resolveTiles(company('https://co.example/{z}/{x}/{y}.png'), device)).toEqual({
      url: 'https://co.example/{z}/{x}/{y}.png',
      attribution: '© Company tiles',
      source: 'company',
    });
    expect(resolveTiles(company(''), device)).toBe(device);
    expect(resolveTiles(undefined, device)).toBe(device);
  });

  it('ignores a stored template Leaflet cannot use', () => {
    saveTileSettings('https://device.example/{z}/{x}.png', '');
    expect(readDeviceTiles()).toMatchObject({ url: '', source: 'none' });
  });
});

describe('ship sprite colours', () => {
  it('rounds each channel to 16 levels so a fleet shares a few dozen sprites', () => {
    expect(quantiseColour('#ff0000')).toBe('#ff0000');
    expect(quantiseColour('#7fd41a')).toBe('#77cc22');
    expect(quantiseColour('rgba(1,2,3,0.5)')).toBe('rgba(1,2,3,0.5)');
  });
});
