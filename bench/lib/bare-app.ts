import Fastify, { type FastifyInstance } from 'fastify';
import type { RawClient } from './databases';

/**
 * The per-request access query Keel's `authenticate` pre-handler runs (modules/access/access.repo.ts
 * `selectRequestAccessRows`): the user's roles per ship plus whether the token's session is live.
 * On `GET /access/actions/me/` for a non-admin it is the only statement.
 */
export const ACCESS_SQL = `
    SELECT u.active, u.is_admin, s.id AS ship_id, r.sidebar, r.actions,
      EXISTS (
        SELECT 1 FROM refresh_tokens t
        WHERE t.family_id = $2::uuid AND t.user_id = u.id AND t.revoked_at IS NULL
      ) AS session_live
    FROM users u
    LEFT JOIN user_roles ur ON ur.user_id = u.id
    LEFT JOIN roles r ON r.id = ur.role_id
    LEFT JOIN ships s ON s.id = ur.ship_id OR (ur.ship_id IS NULL AND ur.id IS NOT NULL)
    WHERE u.id = $1`;

/*
 * The users list: the statements modules/users/user.repo.ts `listUsers` and modules/access/role.repo.ts
 * `listAssignments` send, copied from the SQL Drizzle builds for them (default sort: name, then id).
 * Keel runs them as named prepared statements; so does the bare route, so both sides have PostgreSQL
 * parse and plan each statement once per connection.
 */

/** One page of users. */
export const USERS_PAGE_SQL =
  'select "id", "name", "email", "is_admin", "active", "job_title", "last_login_at", "created_at", "updated_at", "version" ' +
  'from "users" order by "users"."name" ASC NULLS LAST, "users"."id" asc limit $1 offset $2';

/** The total. */
export const USERS_COUNT_SQL = 'select count(*) from "users"';

/** The assignments of the page's users, with role and ship names. */
export const ASSIGNMENTS_SQL =
  'select "user_roles"."user_id", "user_roles"."role_id", "user_roles"."ship_id", "roles"."name", "ships"."name" ' +
  'from "user_roles" inner join "roles" on "roles"."id" = "user_roles"."role_id" ' +
  'left join "ships" on "ships"."id" = "user_roles"."ship_id" ' +
  'where "user_roles"."user_id" = ANY($1::uuid[]) ' +
  'order by "roles"."name" asc, "ships"."name" ASC NULLS FIRST';

interface AccessRow {
  ship_id: string | null;
  actions: string[] | null;
}
interface UserRow {
  id: string;
  name: string;
  email: string;
  is_admin: boolean;
  active: boolean;
  job_title: string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}
interface AssignmentRow {
  user_id: string;
  role_id: string;
  ship_id: string | null;
  role_name: string;
  ship_name: string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * A plain Fastify app on the same database: no auth, no validation, no envelope schema — just the
 * SQL a Keel request runs and the same JSON shape. `subject` is the user the Keel token belongs to.
 */
export async function buildBareApp(
  raw: RawClient,
  subject: { userId: string; sessionId: string },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });

  app.get('/access/actions/me/', async () => {
    const { rows } = await raw.query<AccessRow>(ACCESS_SQL, [subject.userId, subject.sessionId]);
    const byShip = new Map<string, Set<string>>();
    for (const row of rows) {
      if (!row.ship_id) continue;
      const set = byShip.get(row.ship_id) ?? new Set<string>();
      for (const a of row.actions ?? []) set.add(a);
      byShip.set(row.ship_id, set);
    }
    return { data: [...byShip].map(([ship_id, set]) => ({ ship_id, actions: [...set].sort() })) };
  });

  app.get<{ Querystring: { offset?: string; limit?: string } }>('/users/', async (request) => {
    const offset = Number(request.query.offset ?? 0);
    const limit = Number(request.query.limit ?? 25);
    const { rows } = await raw.query<UserRow>(USERS_PAGE_SQL, [limit, offset], 'bare_users_page');
    const { rows: totals } = await raw.query<{ count: string | number }>(
      USERS_COUNT_SQL,
      [],
      'bare_users_count',
    );
    const ids = rows.map((r) => r.id);
    const { rows: assignments } =
      ids.length > 0
        ? await raw.queryArrays<[string, string, string | null, string, string | null]>(
            ASSIGNMENTS_SQL,
            [ids],
            'bare_user_assignments',
          )
        : { rows: [] };
    // Both joined tables have a "name" column, so (like Drizzle) the rows are read as arrays.
    const byUser = new Map<string, AssignmentRow[]>(rows.map((r) => [r.id, []]));
    for (const [user_id, role_id, ship_id, role_name, ship_name] of assignments)
      byUser.get(user_id)?.push({ user_id, role_id, ship_id, role_name, ship_name });
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        isAdmin: r.is_admin,
        active: r.active,
        jobTitle: r.job_title,
        lastLoginAt: iso(r.last_login_at),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        version: r.version,
        assignments: (byUser.get(r.id) ?? []).map((a) => ({
          roleId: a.role_id,
          shipId: a.ship_id,
          roleName: a.role_name,
          shipName: a.ship_name,
        })),
      })),
      page: { total: Number(totals[0]?.count ?? 0), offset, limit },
    };
  });

  return app;
}
