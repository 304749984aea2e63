import type { CreateRole, Role, User } from '@keel/domain';
import { asc } from 'drizzle-orm';
import { ships } from '../modules/fleet/ship.table';
import type { TestApp, TestSession } from './test-app';

/** The demo logins (password `keel-demo`). */
export const DEMO = {
  admin: 'admin@keel.demo',
  superintendent: 'superintendent@keel.demo',
  purchaser: 'purchaser@keel.demo',
  accountant: 'accountant@keel.demo',
  master: 'master@keel.demo',
} as const;

/** A password that meets the rules. */
export const GOOD_PASSWORD = 'correct-horse-battery';

let counter = 0;
/** A unique suffix for names and e-mails within a test file. */
export function unique(prefix = 'x'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** The demo ships by name: id, name, imo, family. */
export async function shipsByName(t: TestApp) {
  const rows = await t.db
    .select({ id: ships.id, name: ships.name, imo: ships.imo, family: ships.family })
    .from(ships)
    .orderBy(asc(ships.name));
  const byName = (name: string) => {
    const ship = rows.find((s) => s.name === name);
    if (!ship) throw new Error(`no ship ${name}`);
    return ship;
  };
  return { all: rows, byName };
}

/** Expects a 2xx answer and returns its `data`. */
export function dataOf<T>(response: { statusCode: number; body: string; json: () => unknown }): T {
  if (response.statusCode >= 300)
    throw new Error(`expected success, got ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
}

/** Creates a role through the API. */
export async function createRole(session: TestSession, body: Partial<CreateRole> = {}): Promise<Role> {
  return dataOf<Role>(
    await session.post('/access/roles/', { name: unique('Role'), sidebar: [], actions: [], ...body }),
  );
}

/** Creates a user through the API (password {@link GOOD_PASSWORD}). */
export async function createUser(
  session: TestSession,
  body: {
    name?: string;
    email?: string;
    isAdmin?: boolean;
    assignments?: { roleId: string; shipId: string | null }[];
  } = {},
): Promise<User> {
  const email = body.email ?? `${unique('user')}@example.com`;
  return dataOf<User>(
    await session.post('/users/', {
      name: body.name ?? 'Test User',
      email,
      password: GOOD_PASSWORD,
      ...body,
    }),
  );
}

/**
 * Signs in a new user whose one role (sidebar `sidebar`, actions `actions`) is assigned on `shipId`,
 * created by `admin` through the API: the usual way a test gets a reader, a manager or an approver.
 */
export async function signInWithRole(
  t: TestApp,
  admin: TestSession,
  role: { sidebar: string[]; actions: string[]; shipId: string },
): Promise<TestSession> {
  const created = await createRole(admin, {
    sidebar: role.sidebar as CreateRole['sidebar'],
    actions: role.actions as CreateRole['actions'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: created.id, shipId: role.shipId }] });
  return t.login(user.email, GOOD_PASSWORD);
}

/** Reads a user through the API (for its current version). */
export async function readUser(session: TestSession, id: string): Promise<User> {
  return dataOf<User>(await session.get(`/users/${id}`));
}

/** How many audit rows exist (read by an administrator). */
export async function auditTotal(admin: TestSession): Promise<number> {
  const response = await admin.get('/audit/?limit=1');
  return (response.json() as { page: { total: number } }).page.total;
}
