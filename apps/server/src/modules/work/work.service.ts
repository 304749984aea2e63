import {
  WORK_CERTIFICATE_HORIZON_DAYS,
  WORK_KINDS,
  can,
  formatDayUtc,
  hasSidebar,
  plural,
  type WorkGroup,
  type WorkItem,
  type WorkItemsQuery,
  type WorkKind,
  type WorkQueue,
  type WorkQueueQuery,
} from '@keel/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../access/access.service';
import { dueCertificateCount, dueCertificatePage } from '../fleet/certificate/certificate-overview.service';
import { WORK_KIND_RULES } from './work-kinds';
import * as repo from './work.repo';

/**
 * The ships where `kind` can wait for the actor: those where they hold the rule's actions (on top of
 * the area's sidebar permission); `null` for every ship (administrators); empty when never.
 */
export function workShips(actor: Actor, kind: WorkKind): repo.ShipIds {
  const rule = WORK_KIND_RULES[kind];
  if (actor.isAdmin) return null;
  if (!hasSidebar(actor.access, rule.sidebar)) return [];
  return [...actor.access.actionsByShip.keys()].filter((shipId) =>
    can(actor.access, rule.actions, { shipId }),
  );
}

function toItem(kind: WorkKind, row: repo.WorkRow): WorkItem {
  const rule = WORK_KIND_RULES[kind];
  const ship = row.ship_name ?? '';
  const money = row.amount && row.currency ? `${row.currency} ${row.amount}` : null;
  let title = row.number;
  let parts: (string | null)[] = [ship];
  switch (kind) {
    case 'requisition_to_moderate':
      title = row.label ? `${row.number} ${row.label}` : row.number;
      parts = [ship, row.extra ? `required by ${formatDayUtc(row.extra)}` : null];
      break;
    case 'purchase_order_to_approve':
    case 'purchase_order_to_send':
      parts = [row.label, ship, money];
      break;
    case 'quotes_received': {
      const n = Number(row.extra ?? 0);
      parts = [ship, `${plural(n, 'quote')} received`, `deadline ${formatDayUtc(row.at)}`];
      break;
    }
    case 'delivery_to_receive':
      parts = [ship, row.label, row.at ? `ETA ${formatDayUtc(row.at)}` : null];
      break;
    case 'certificate_due':
      break;
  }
  return {
    kind,
    id: row.id,
    title,
    subtitle: parts.filter((p): p is string => !!p).join(' · '),
    shipId: row.ship_id,
    shipName: row.ship_name,
    link: rule.itemLink(row.id, row.ship_id),
    at: row.at === null ? null : row.at instanceof Date ? row.at.toISOString() : String(row.at),
    urgent: row.urgent === true,
  };
}

/**
 * A page of certificates falling due, through the certificates module's own scoped services; with
 * `limit` 0 only their count, counted in SQL without reading them.
 */
async function certificatePage(db: Db, actor: Actor, page: { offset: number; limit: number }) {
  const withinDays = WORK_CERTIFICATE_HORIZON_DAYS;
  if (page.limit === 0) return { total: await dueCertificateCount(db, actor, withinDays), items: [] };
  const answer = await dueCertificatePage(db, actor, { withinDays, ...page });
  const items: WorkItem[] = answer.data.map((c) => ({
    kind: 'certificate_due',
    id: c.id,
    title: c.name,
    subtitle: [
      c.shipName,
      c.daysToExpiry < 0
        ? `expired ${formatDayUtc(c.effectiveExpiry)}`
        : `expires ${formatDayUtc(c.effectiveExpiry)} (in ${plural(c.daysToExpiry, 'day')})`,
    ].join(' · '),
    shipId: c.shipId,
    shipName: c.shipName,
    link: WORK_KIND_RULES.certificate_due.itemLink(c.id, c.shipId),
    at: c.effectiveExpiry,
    urgent: c.daysToExpiry < 0,
  }));
  return { total: answer.total, items };
}

/** The kinds that can ever wait for the actor (an area and the acting action on some ship). */
function kindsOf(actor: Actor) {
  return WORK_KINDS.map((kind) => ({ kind, ships: workShips(actor, kind) })).filter(
    (k) => k.ships === null || k.ships.length > 0,
  );
}

/**
 * `GET /work`: what waits for the signed-in user, by kind — counts, each kind's filtered list link and
 * its first `items` — computed from the same sidebar permission, ship scope and actions as the
 * screens. Kinds the user can never have are left out; a user with no ship gets an empty queue.
 */
export async function workQueue(db: Db, actor: Actor, query: WorkQueueQuery): Promise<WorkQueue> {
  const kinds = kindsOf(actor);
  const sqlKinds = kinds.filter(
    (k): k is { kind: repo.SqlWorkKind; ships: repo.ShipIds } => k.kind !== 'certificate_due',
  );
  const withCertificates = kinds.some((k) => k.kind === 'certificate_due');
  const [counts, certificates] = await Promise.all([
    repo.countWork(db, actor.id, sqlKinds),
    withCertificates ? certificatePage(db, actor, { offset: 0, limit: query.items }) : null,
  ]);
  const page = { offset: 0, limit: query.items };
  const lists = await Promise.all(
    sqlKinds.map(async ({ kind, ships }) =>
      query.items > 0 && (counts.get(kind) ?? 0) > 0
        ? (await repo.listWork(db, actor.id, kind, ships, page)).map((r) => toItem(kind, r))
        : [],
    ),
  );
  const groups: WorkGroup[] = kinds.map(({ kind }) => {
    const link = WORK_KIND_RULES[kind].listLink;
    if (kind === 'certificate_due')
      return { kind, count: certificates!.total, link, items: certificates!.items };
    const i = sqlKinds.findIndex((k) => k.kind === kind);
    return { kind, count: counts.get(kind) ?? 0, link, items: lists[i]! };
  });
  return { total: groups.reduce((sum, g) => sum + g.count, 0), groups };
}

/** `GET /work/items?kind=`: one kind's items, paged (empty for a kind the user can never have). */
export async function workItems(db: Db, actor: Actor, query: WorkItemsQuery) {
  const page = { offset: query.offset, limit: query.limit };
  const ships = workShips(actor, query.kind);
  if (ships !== null && ships.length === 0) return { data: [], page: { total: 0, ...page } };
  if (query.kind === 'certificate_due') {
    const { total, items } = await certificatePage(db, actor, page);
    return { data: items, page: { total, ...page } };
  }
  const kind = query.kind;
  const [counts, rows] = await Promise.all([
    repo.countWork(db, actor.id, [{ kind, ships }]),
    repo.listWork(db, actor.id, kind, ships, page),
  ]);
  return { data: rows.map((r) => toItem(kind, r)), page: { total: counts.get(kind) ?? 0, ...page } };
}
