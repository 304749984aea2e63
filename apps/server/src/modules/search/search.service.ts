import {
  PURCHASE_ORDER_STATE_LABELS,
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  can,
  formatDayUtc,
  hasSidebar,
  humanizeCode,
  type ActionName,
  type PurchaseOrderState,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
  type SidebarPermission,
} from '@keel/domain';
import type { Db } from '../../db/client';
import { shipFilter, type Actor } from '../access/access.service';
import { CERTIFICATES } from '../fleet/certificate/certificate.service';
import { FLEET } from '../fleet/ship/ship.service';
import { PURCHASE_ORDERS } from '../purchasing/purchase-order/purchase-order.service';
import { REQUISITIONS } from '../purchasing/requisition/requisition.service';
import { VENDORS } from '../purchasing/vendor/vendor.service';
import * as repo from './search.repo';

/** Who may find a kind, and where a found record opens. */
interface SearchKindRule {
  /** The sidebar permission its record routes check. */
  sidebar: SidebarPermission;
  /** Whether its records belong to a ship (then only the actor's ships count). */
  perShip: boolean;
  /** Actions its detail route needs on the record's ship, beyond the ship being in scope. */
  actions: readonly ActionName[];
  link: (id: string, shipId: string | null) => string;
}

/**
 * The same checks as each kind's own detail route (`getShip`, `getRequisition`, `getPurchaseOrder`,
 * `getVendor`, `loadCertificate`, `getUser`), so the search never lists a record its link refuses.
 */
const RULES: Record<SearchKind, SearchKindRule> = {
  ship: { sidebar: FLEET, perShip: true, actions: [], link: (id) => `/fleet/${id}` },
  requisition: {
    sidebar: REQUISITIONS,
    perShip: true,
    actions: [],
    link: (id) => `/purchasing/requisition/${id}`,
  },
  purchase_order: {
    sidebar: PURCHASE_ORDERS,
    perShip: true,
    actions: ['get_purchase_orders'],
    link: (id) => `/purchasing/po?po=${id}`,
  },
  vendor: { sidebar: VENDORS, perShip: false, actions: [], link: (id) => `/purchasing/vendor/${id}` },
  certificate: {
    sidebar: CERTIFICATES,
    perShip: true,
    actions: [],
    link: (id, shipId) => `/certificate/${shipId ?? ''}?open=${id}`,
  },
  user: { sidebar: 'users', perShip: false, actions: [], link: (id) => `/users/${id}` },
};

/** The kinds the actor may search and the ships of each; kinds they may not open are left out. */
export function searchScopes(actor: Actor): repo.SearchScope[] {
  const scopes: repo.SearchScope[] = [];
  for (const kind of SEARCH_KINDS) {
    const rule = RULES[kind];
    if (!hasSidebar(actor.access, [rule.sidebar])) continue;
    if (!rule.perShip || actor.isAdmin) {
      scopes.push({ kind, ships: null });
      continue;
    }
    const ships = (shipFilter(actor) ?? []).filter(
      (shipId) => rule.actions.length === 0 || can(actor.access, rule.actions, { shipId }),
    );
    if (ships.length > 0) scopes.push({ kind, ships });
  }
  return scopes;
}

function subtitleOf(row: repo.SearchRow): string {
  const parts: (string | null)[] = [];
  switch (row.kind) {
    case 'ship':
      parts.push(row.detail ? `IMO ${row.detail}` : null);
      break;
    case 'requisition':
      parts.push(row.detail, row.ship_name, row.state ? humanizeCode(row.state) : null);
      break;
    case 'purchase_order':
      parts.push(
        row.detail,
        row.ship_name,
        row.state ? (PURCHASE_ORDER_STATE_LABELS[row.state as PurchaseOrderState] ?? row.state) : null,
      );
      break;
    case 'certificate':
      parts.push(
        row.detail ? `No. ${row.detail}` : null,
        row.ship_name,
        row.day ? `expires ${formatDayUtc(row.day)}` : null,
        row.state ? humanizeCode(row.state) : null,
      );
      break;
    case 'vendor':
    case 'user':
      parts.push(row.detail, row.state ? humanizeCode(row.state) : null);
      break;
  }
  return parts.filter((p): p is string => !!p).join(' · ');
}

function toResult(row: repo.SearchRow): SearchResult {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    subtitle: subtitleOf(row),
    shipId: row.kind === 'ship' ? row.id : row.ship_id,
    link: RULES[row.kind].link(row.id, row.ship_id),
  };
}

/**
 * `GET /search`: records of every kind the actor may open whose number, name or title matches `q`,
 * at most `limit` of each, grouped by kind (a group for every kind the actor may search).
 */
export async function search(db: Db, actor: Actor, query: SearchQuery): Promise<SearchAnswer> {
  const scopes = searchScopes(actor);
  const rows = await repo.searchRecords(db, query.q, scopes, query.limit);
  return {
    q: query.q,
    groups: scopes.map(({ kind }) => ({
      kind,
      label: SEARCH_KIND_LABELS[kind],
      items: rows.filter((row) => row.kind === kind).map(toResult),
    })),
  };
}
