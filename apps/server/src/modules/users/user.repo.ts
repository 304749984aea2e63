import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './user.table';
import { invalidateAccessCache } from '../access/access-cache';
import { prepared } from '../../db/prepared';

/** The user columns that may leave the repository: everything but the password hash. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  active: users.active,
  jobTitle: users.jobTitle,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  version: users.version,
};

/** A user row without the password hash. */
export type UserRow = {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  active: boolean;
  jobTitle: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

const sortColumns = {
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

/**
 * One page of users matching a LIKE `pattern` on name or e-mail and the active flag, with the total.
 * The page and the count are prepared queries, one per shape (sort, filters present).
 */
export async function listUsers(
  db: DbOrTx,
  query: {
    pattern?: string;
    active?: boolean;
    sort: { field: keyof typeof sortColumns; desc: boolean };
    offset: number;
    limit: number;
  },
): Promise<{ rows: UserRow[]; total: number }> {
  const hasPattern = query.pattern !== undefined;
  const hasActive = query.active !== undefined;
  const shape = `${hasPattern ? 'q' : ''}${hasActive ? 'a' : ''}`;
  const where = () => {
    const filters: SQL[] = [];
    if (hasPattern)
      filters.push(
        or(ilike(users.name, sql.placeholder('pattern')), ilike(users.email, sql.placeholder('pattern')))!,
      );
    if (hasActive) filters.push(eq(users.active, sql.placeholder('active')));
    return filters.length > 0 ? and(...filters) : undefined;
  };
  const { field, desc } = query.sort;
  const pageName = `users_page_${field}_${desc ? 'd' : 'a'}_${shape}`;
  const page = prepared(db, pageName, () => {
    const column = sortColumns[field];
    const order = desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
    return db
      .select(userColumns)
      .from(users)
      .where(where())
      .orderBy(order, asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(pageName);
  });
  const countName = `users_count_${shape}`;
  const counter = prepared(db, countName, () =>
    db.select({ n: count() }).from(users).where(where()).prepare(countName),
  );
  const params = {
    ...(hasPattern ? { pattern: query.pattern } : {}),
    ...(hasActive ? { active: query.active } : {}),
  };
  const rows = await page.execute({ ...params, limit: query.limit, offset: query.offset });
  const [total] = await counter.execute(params);
  return { rows, total: total?.n ?? 0 };
}

/** The user with this id (no password hash). */
export async function findUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user. */
export async function insertUser(
  db: DbOrTx,
  values: { name: string; email: string; passwordHash: string; jobTitle: string | null; isAdmin: boolean },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  return row!;
}

/**
 * Updates a user if its version is still `version` (optimistic lock) and bumps the version.
 * Undefined when the row is gone or was changed meanwhile.
 */
export async function updateUser(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<{
    name: string;
    email: string;
    jobTitle: string | null;
    isAdmin: boolean;
    active: boolean;
    passwordHash: string;
  }>,
): Promise<UserRow | undefined> {
  invalidateAccessCache();
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning(userColumns);
  return row;
}

/**
 * Locks every active administrator's row (in id order, so concurrent callers queue rather than
 * deadlock) and returns their ids: the last-admin rule reads this list inside its transaction.
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}
