import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ships } from '../fleet/ship.table';

/** One row of the access query: a (ship, role) pair of the user, or a lone user row without roles. */
export type AccessRow = {
  active: boolean;
  is_admin: boolean;
  ship_id: string | null;
  sidebar: string[] | null;
  actions: string[] | null;
  /** True while the token's session family has a refresh token that is not revoked. */
  session_live: boolean;
};

/**
 * The access query of a request, in one round trip: the user's active/admin flags, roles per ship
 * (a role given on every ship, `ship_id` null, is expanded to each ship here, so callers see one
 * shape), and whether the token's session family is still live (logout, refresh-token reuse,
 * password reset and deactivation revoke it).
 */
export async function selectRequestAccessRows(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<AccessRow[]> {
  const result = await db.execute<AccessRow>(sql`
    SELECT u.active, u.is_admin, s.id AS ship_id, r.sidebar, r.actions,
      EXISTS (
        SELECT 1 FROM refresh_tokens t
        WHERE t.family_id = ${sessionId}::uuid AND t.user_id = u.id AND t.revoked_at IS NULL
      ) AS session_live
    FROM users u
    LEFT JOIN user_roles ur ON ur.user_id = u.id
    LEFT JOIN roles r ON r.id = ur.role_id
    LEFT JOIN ships s ON s.id = ur.ship_id OR (ur.ship_id IS NULL AND ur.id IS NOT NULL)
    WHERE u.id = ${userId}`);
  return result.rows;
}

/** Every ship id with its name, for admins (who hold every action on every ship). */
export async function selectAllShipIds(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM ships ORDER BY name`);
  return result.rows.map((r) => r.id);
}

/** The ships with these ids (every ship when `ids` is null), by name: id, name, IMO and family. */
export async function selectShips(db: DbOrTx, ids: readonly string[] | null) {
  const columns = { id: ships.id, name: ships.name, imo: ships.imo, family: ships.family };
  if (ids === null) return db.select(columns).from(ships).orderBy(asc(ships.name), asc(ships.id));
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(ships)
    .where(inArray(ships.id, [...ids]))
    .orderBy(asc(ships.name), asc(ships.id));
}
