import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContactValues } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { updateAtVersion, type ContactRow } from '../../../lib/record-repo';
import { allOf, matchesAny, pageOf, type ListPage } from '../../../lib/list-query';
import { agentContacts, agents } from './agent.table';

/** An agent row. */
export type AgentRow = typeof agents.$inferSelect;
/** Agent columns a write may set. */
export type AgentValues = Partial<
  Omit<typeof agents.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
>;
/** A stored contact. */
export type { ContactRow };

const sortColumns = {
  name: sql`lower(${agents.name})`,
  portLocode: agents.portLocode,
  portName: sql`lower(${agents.portName})`,
  country: agents.country,
  createdAt: agents.createdAt,
  updatedAt: agents.updatedAt,
} as const;

/** Filters of the agents list. */
export interface AgentFilter {
  /** LIKE pattern on name, port, e-mail and city. */
  pattern?: string;
  active?: boolean;
  port?: string;
  country?: string;
}

function whereOf(filter: AgentFilter): SQL | undefined {
  return allOf([
    matchesAny(filter.pattern, [agents.name, agents.portName, agents.portLocode, agents.email, agents.city]),
    filter.active !== undefined ? eq(agents.active, filter.active) : undefined,
    filter.port ? eq(agents.portLocode, filter.port) : undefined,
    filter.country ? eq(agents.country, filter.country) : undefined,
  ]);
}

/** One page of agents matching the filter, with the total. */
export function listAgents(
  db: DbOrTx,
  filter: AgentFilter,
  page: ListPage<keyof typeof sortColumns>,
): Promise<{ rows: AgentRow[]; total: number }> {
  return pageOf(db, agents, whereOf(filter), sortColumns, page, [agents.id]);
}

/** The agent with this id; `lock` takes a row lock for the rest of the transaction. */
export async function findAgent(db: DbOrTx, id: string, lock = false): Promise<AgentRow | undefined> {
  const query = db.select().from(agents).where(eq(agents.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The agents with these ids. */
export function findAgents(db: DbOrTx, ids: readonly string[]): Promise<AgentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(agents)
    .where(inArray(agents.id, [...ids]))
    .orderBy(asc(agents.name));
}

/** The contacts of each agent, in their order. */
export async function contactsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ContactRow[]>> {
  const map = new Map<string, ContactRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(agentContacts)
    .where(inArray(agentContacts.agentId, ids))
    .orderBy(asc(agentContacts.position));
  for (const r of rows)
    map.get(r.agentId)?.push({ id: r.id, name: r.name, role: r.role, email: r.email, phone: r.phone });
  return map;
}

/** Inserts an agent; returns its row. */
export async function insertAgent(db: DbOrTx, values: typeof agents.$inferInsert): Promise<AgentRow> {
  const [row] = await db.insert(agents).values(values).returning();
  return row!;
}

/** Updates an agent if its version is still `version` and bumps the version; undefined otherwise. */
export function updateAgent(
  db: DbOrTx,
  id: string,
  version: number,
  values: AgentValues,
): Promise<AgentRow | undefined> {
  return updateAtVersion(db, agents, id, version, values);
}

/** Replaces the contacts of an agent. */
export async function replaceContacts(
  db: DbOrTx,
  agentId: string,
  contacts: readonly ContactValues[],
): Promise<void> {
  await db.delete(agentContacts).where(eq(agentContacts.agentId, agentId));
  if (contacts.length > 0)
    await db.insert(agentContacts).values(contacts.map((c, position) => ({ agentId, position, ...c })));
}
