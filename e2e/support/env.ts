/** The server's JWT secret in the e2e run: fixed so a spec can sign tokens the server accepts. */
export const E2E_JWT_SECRET = 'keel-e2e-secret-not-for-production-use-0123456789';

/** Every demo password (apps/server/src/db/seed/platform.seed.ts). */
export const DEMO_PASSWORD = 'keel-demo';

/** The demo logins seeded on a fresh embedded database. */
export const DEMO_USERS = {
  admin: 'admin@keel.demo',
  superintendent: 'superintendent@keel.demo',
  purchaser: 'purchaser@keel.demo',
  accountant: 'accountant@keel.demo',
  master: 'master@keel.demo',
} as const;

/** A demo user's role name. */
export type DemoUser = keyof typeof DEMO_USERS;
