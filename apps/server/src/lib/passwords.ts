import { hash, verify } from '@node-rs/argon2';

const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id (OWASP's recommended parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks a password against an argon2id hash; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword('keel-timing-equaliser');
  return dummy;
}
