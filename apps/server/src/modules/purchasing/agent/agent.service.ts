import {
  AGENT_SORT_FIELDS,
  type Agent,
  type AgentListQuery,
  type CreateAgent,
  type UpdateAgent,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './agent.repo';

/** The sidebar permission of every agent route (spec §6). */
export const AGENTS = 'purchasing.agent' as const;

function toAgentView(row: repo.AgentRow, contacts: repo.ContactRow[]): Agent {
  return {
    id: row.id,
    name: row.name,
    portLocode: row.portLocode,
    portName: row.portName,
    addressLines: row.addressLines,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    active: row.active,
    contacts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function viewsOf(db: DbOrTx, rows: repo.AgentRow[]): Promise<Agent[]> {
  const contacts = await repo.contactsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAgentView(r, contacts.get(r.id) ?? []));
}

async function viewOf(db: DbOrTx, row: repo.AgentRow): Promise<Agent> {
  const [view] = await viewsOf(db, [row]);
  return view!;
}

/** Runs an agent write, turning a second agency of the same name in a port into a 409. */
async function uniqueInPort<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'agents_name_port_key'))
      throw conflict('An agent of this name already exists in this port');
    throw error;
  }
}

/** `GET /purchasing/agents/`: search, port/country/active filters, sort and paging on the server. */
export async function listAgents(db: Db, actor: Actor, query: AgentListQuery) {
  assertSidebar(actor, [AGENTS]);
  const sort = sortOf(query.sort, AGENT_SORT_FIELDS, 'name');
  const { rows, total } = await repo.listAgents(
    db,
    {
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
      ...(query.port ? { port: query.port } : {}),
      ...(query.country ? { country: query.country } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: await viewsOf(db, rows), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /purchasing/agents/:id`. */
export async function getAgent(db: Db, actor: Actor, id: string): Promise<Agent> {
  assertSidebar(actor, [AGENTS]);
  const row = await repo.findAgent(db, id);
  if (!row) throw notFound('Agent');
  return viewOf(db, row);
}

/** `POST /purchasing/agents/`. */
export async function createAgent(db: Db, actor: Actor, body: CreateAgent): Promise<Agent> {
  assertSidebar(actor, [AGENTS]);
  const { contacts, ...values } = body;
  return uniqueInPort(() =>
    db.transaction(async (tx) => {
      const row = await repo.insertAgent(tx, values);
      await repo.replaceContacts(tx, row.id, contacts);
      const view = await viewOf(tx, row);
      await recordAudit(tx, actor, { action: 'create', entity: 'agent', entityId: row.id, after: view });
      return view;
    }),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PATCH /purchasing/agents/:id`: changed fields with the optimistic lock; `active: false`
 * deactivates, `active: true` reactivates. A change that changes nothing keeps the version.
 */
export async function updateAgent(db: Db, actor: Actor, id: string, body: UpdateAgent): Promise<Agent> {
  assertSidebar(actor, [AGENTS]);
  const { version, contacts, ...changes } = body;
  return uniqueInPort(() =>
    db.transaction(async (tx) => {
      const current = await repo.findAgent(tx, id, true);
      if (!current) throw notFound('Agent');
      if (current.version !== version) throw staleVersion('Agent');
      const before = await viewOf(tx, current);
      const diff: repo.AgentValues = {};
      for (const [key, value] of Object.entries(changes) as [keyof typeof changes, unknown][])
        if (value !== undefined && !same(value, current[key])) Object.assign(diff, { [key]: value });
      const contactsChange =
        contacts !== undefined &&
        !same(
          contacts,
          before.contacts.map(({ id: _id, ...c }) => c),
        );
      if (Object.keys(diff).length === 0 && !contactsChange) return before;

      const updated = await repo.updateAgent(tx, id, version, diff);
      if (!updated) throw staleVersion('Agent');
      if (contactsChange) await repo.replaceContacts(tx, id, contacts);
      const after = await viewOf(tx, updated);
      const action = diff.active === false ? 'deactivate' : diff.active === true ? 'reactivate' : 'update';
      await recordAudit(tx, actor, { action, entity: 'agent', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * The agents with these ids, for other modules that refer to agents (purchase orders, deliveries): no
 * permission check here — the calling service checks its own. Missing ids are left out.
 */
export async function agentsByIds(db: DbOrTx, ids: readonly string[]): Promise<Agent[]> {
  return viewsOf(db, await repo.findAgents(db, [...new Set(ids)]));
}

/** One agent for another module (see {@link agentsByIds}); undefined when it does not exist. */
export async function agentById(db: DbOrTx, id: string): Promise<Agent | undefined> {
  const [agent] = await agentsByIds(db, [id]);
  return agent;
}

/** The active agents in a port (UN/LOCODE), by name, for delivery pickers. No permission check. */
export async function activeAgentsInPort(db: DbOrTx, locode: string): Promise<Agent[]> {
  const { rows } = await repo.listAgents(
    db,
    { active: true, port: locode },
    { sort: { field: 'name', desc: false }, offset: 0, limit: 200 },
  );
  return viewsOf(db, rows);
}
