import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEL_MANIFEST } from './manifest';

const publicDir = path.resolve(__dirname, '../../public');

describe('the web app manifest', () => {
  it('names Keel and opens standalone at the root', () => {
    expect(KEEL_MANIFEST).toMatchObject({
      name: 'Keel',
      short_name: 'Keel',
      start_url: '/',
      display: 'standalone',
    });
  });

  it('has the installable icon sizes, each an existing PNG of its size, and a maskable one', () => {
    const pngs = (KEEL_MANIFEST.icons ?? []).filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of KEEL_MANIFEST.icons ?? []) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type !== 'image/png') continue;
      const png = readFileSync(file);
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
