import { describe, expect, it } from 'vitest';
import { SecretBox } from './source-secret';

const box = new SecretBox('a-server-secret-of-at-least-32-characters');

describe('SecretBox (MQTT password at rest)', () => {
  it('seals to a different string each time and opens back to the password', () => {
    const a = box.seal('s3cret pass');
    const b = box.seal('s3cret pass');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(SecretBox.isSealed(a)).toBe(true);
    expect(box.open(a)).toBe('s3cret pass');
  });

  it('refuses a value sealed with another server secret or altered', () => {
    const sealed = box.seal('pw');
    expect(() => new SecretBox('another-server-secret-of-32-characters!!').open(sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(altered)).toThrow();
  });

  it('opens a password sealed under a former secret (the JWT secret) and seals new ones with the data key only', () => {
    const jwtSecret = 'the-jwt-secret-that-sealed-before-32-chars';
    const old = new SecretBox(jwtSecret).seal('broker pw');
    const current = new SecretBox('the-data-key-of-at-least-32-characters!', [jwtSecret]);
    expect(current.open(old)).toBe('broker pw');
    // Re-sealed on the next save: the JWT secret alone no longer opens it, so rotating it loses nothing.
    const resealed = current.seal('broker pw');
    expect(() => new SecretBox(jwtSecret).open(resealed)).toThrow();
    expect(new SecretBox('the-data-key-of-at-least-32-characters!').open(resealed)).toBe('broker pw');
    // A key outside both still fails.
    expect(() => current.open(new SecretBox('someone-elses-secret-of-32-characters!!').seal('x'))).toThrow();
  });

  it('reads a password stored in clear before encryption as it is', () => {
    expect(SecretBox.isSealed('legacy')).toBe(false);
    expect(box.open('legacy')).toBe('legacy');
  });
});
