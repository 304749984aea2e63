import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a value sealed by {@link SecretBox} (version 1: AES-256-GCM, 12-byte IV, 16-byte tag). */
const PREFIX = 'aes256gcm:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'keel', 'conning-source-password/v1', 32));

/**
 * Encrypts a source's broker password at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the
 * server's data key (`KEEL_DATA_KEY`, or the key kept in the data folder), so a database dump alone does
 * not give the password away. Stored as `aes256gcm:v1:` + base64url(IV ‖ tag ‖ ciphertext).
 * A value without the prefix is a password stored in clear before this existed and is read as such
 * (it is sealed the next time it is saved). `formerSecrets` only open: values sealed before the data key
 * existed (under the JWT secret) still read, and are sealed with the data key the next time they are
 * saved. Instances sharing a database must share the data key.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly formerKeys: Buffer[];

  constructor(secret: string, formerSecrets: readonly string[] = []) {
    this.key = keyOf(secret);
    this.formerKeys = formerSecrets.filter((s) => s !== secret).map(keyOf);
  }

  /** The sealed form of `plain`. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text of a stored value; throws when it was sealed with another key or altered. */
  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
    try {
      return openWith(this.key, raw);
    } catch (error) {
      for (const key of this.formerKeys)
        try {
          return openWith(key, raw);
        } catch {
          // not sealed with this one either
        }
      throw error;
    }
  }

  /** Whether a stored value is sealed (not a legacy clear-text one). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }
}

/** The plain text of `raw` (IV ‖ tag ‖ ciphertext) under `key`; throws when the tag does not match. */
function openWith(key: Buffer, raw: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
