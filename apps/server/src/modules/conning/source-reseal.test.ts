import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oldDataKeyOf } from './source-reseal';

const dir = mkdtempSync(path.join(os.tmpdir(), 'keel-reseal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('oldDataKeyOf (keel reseal-secrets)', () => {
  it('reads the old key from a file, without its trailing newline', () => {
    const file = path.join(dir, 'data-key');
    writeFileSync(file, 'old-key-from-the-data-folder\n');
    expect(oldDataKeyOf(file, {})).toBe('old-key-from-the-data-folder');
  });

  it('reads it from KEEL_OLD_DATA_KEY', () => {
    expect(oldDataKeyOf(undefined, { KEEL_OLD_DATA_KEY: ' old-key ' })).toBe('old-key');
  });

  it('refuses no key, both ways at once, and an empty one', () => {
    const file = path.join(dir, 'empty');
    writeFileSync(file, '\n');
    expect(() => oldDataKeyOf(undefined, {})).toThrow(/--old-key-file FILE or the KEEL_OLD_DATA_KEY/);
    expect(() => oldDataKeyOf(file, { KEEL_OLD_DATA_KEY: 'x' })).toThrow(/not both/);
    expect(() => oldDataKeyOf(file, {})).toThrow(/is empty/);
    expect(() => oldDataKeyOf(undefined, { KEEL_OLD_DATA_KEY: '' })).toThrow(/is empty/);
  });
});
