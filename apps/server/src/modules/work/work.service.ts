import {
  WORK_CERTIFICATE_HORIZON_DAYS,
  addCalendarDays,
  certificateState,
  fallsDueWithin,
  type CertificateLeadTime,
  WORK_KINDS,
  can,
  formatDayUtc,
  hasSidebar,
  plural,
  roundMoney,
  type WorkGroup,
  type WorkItem,
  type WorkItemsQuery,
  type WorkKind,
  type WorkQueue,
  type WorkQueueQuery,
} from '@keel/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../access/access.service';
import { todayUtc } from '../fleet/certificate/certificate-view';
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
    case 'bill_to_post':
    case 'bill_mismatch':
    case 'bill_to_pay':
      parts = [
        row.label,
        row.extra ? `invoice ${row.extra}` : null,
        ship,
        money,
        row.at ? `due ${formatDayUtc(row.at)}` : null,
      ];
      break;
    case 'invoice_overdue':
      parts = [row.label, ship, money, row.at ? `due ${formatDayUtc(row.at)}` : null];
      break;
    case 'invoice_vendor_credit':
      parts = [
        row.label,
        ship,
        row.amount && row.currency
          ? `${row.currency} ${roundMoney(row.amount, row.currency)} to pass on`
          : null,
        row.at ? `invoiced ${formatDayUtc(row.at)}` : null,
      ];
      break;
    case 'pms_job_due':
    case 'pms_postponement_to_approve':
      title = row.label ?? row.number;
      parts = [ship, row.number, row.extra, row.at ? `due ${formatDayUtc(row.at)}` : null];
      break;
    case 'pms_part_below_minimum':
      title = row.label ? `${row.number} ${row.label}` : row.number;
      parts = [ship, row.extra];
      break;
    case 'dms_revision_to_approve':
      title = `${row.number} rev. ${row.label ?? ''}`;
      parts = [row.extra === 'APPROVED' ? 'approved, to make effective' : 'in review, to approve'];
      break;
    case 'dms_dcr_to_decide':
      title = row.label ? `${row.number} ${row.label}` : row.number;
      parts = [ship || 'the office', row.extra === 'UNDER_REVIEW' ? 'under review' : 'submitted'];
      break;
    case 'dms_acknowledgement_due':
      title = row.label ? `${row.number} ${row.label}` : row.number;
      parts = [
        ship,
        row.extra ? `rev. ${row.extra}` : null,
        row.at ? `effective ${formatDayUtc(row.at)}` : null,
      ];
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
    at: row.at,
    urgent: row.urgent === true,
  };
}

/**
 * A page of certificates falling due and their total: the certificates that can fall due within the
 * horizon (work.repo.ts), their state derived by the domain's `certificateState`, kept when they fall
 * due (`fallsDueWithin`) and ordered most urgent first, as the certificates module's
 * `dueCertificatePage` answers `GET /certificates/due` (certificate-due.integration.test.ts and
 * work-plain-path.integration.test.ts compare them). Read here rather than through that service: its
 * query builder spent a millisecond of CPU per request on a 50-ship filter, half the queue's own work.
 */
async function certificatePage(
  db: Db,
  ships: repo.ShipIds,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: WorkItem[] }> {
  const due = dueWindow();
  const views = (await repo.selectDueCertificates(db, ships, due))
    .map((c) => ({
      c,
      ...certificateState({
        issueDate: c.issue_date,
        expiryDate: c.expiry_date,
        hasSurveyWindows: c.has_survey_windows,
        extendedUntil: c.extended_until,
        supersededAt: c.superseded_at,
        supersededBy: c.superseded_by_id,
        leadTimeDays: c.lead_time_days as CertificateLeadTime,
        today: due.today,
      }),
    }))
    .filter((v) => fallsDueWithin(v, WORK_CERTIFICATE_HORIZON_DAYS))
    .sort((a, b) => a.daysToExpiry! - b.daysToExpiry! || a.c.ship_name.localeCompare(b.c.ship_name));
  const items = views
    .slice(page.offset, page.offset + page.limit)
    .map(({ c, daysToExpiry, effectiveExpiry }): WorkItem => ({
      kind: 'certificate_due',
      id: c.id,
      title: c.name,
      subtitle: [
        c.ship_name,
        daysToExpiry! < 0
          ? `expired ${formatDayUtc(effectiveExpiry)}`
          : `expires ${formatDayUtc(effectiveExpiry)} (in ${plural(daysToExpiry!, 'day')})`,
      ].join(' · '),
      shipId: c.ship_id,
      shipName: c.ship_name,
      link: WORK_KIND_RULES.certificate_due.itemLink(c.id, c.ship_id),
      at: effectiveExpiry,
      urgent: daysToExpiry! < 0,
    }));
  return { total: views.length, items };
}

type KindShips = { kind: WorkKind; ships: repo.ShipIds };

/**
 * The kinds that can ever wait for the actor (an area and the acting action on some ship), with
 * their ships. Worked out once per access: the access cache hands every request of a session the
 * same `Access` object (access.service.ts) until the user's roles change or the entry expires.
 */
const kindsByAccess = new WeakMap<Actor['access'], readonly KindShips[]>();

function kindsOf(actor: Actor): readonly KindShips[] {
  let kinds = kindsByAccess.get(actor.access);
  if (!kinds) {
    kinds = WORK_KINDS.map((kind) => ({ kind, ships: workShips(actor, kind) })).filter(
      (k) => k.ships === null || k.ships.length > 0,
    );
    kindsByAccess.set(actor.access, kinds);
  }
  return kinds;
}

/** Today and the horizon of the certificates falling due in the queue. */
function dueWindow() {
  const today = todayUtc();
  return { today, horizon: addCalendarDays(today, WORK_CERTIFICATE_HORIZON_DAYS) };
}

const isSqlKind = (k: KindShips): k is { kind: repo.SqlWorkKind; ships: repo.ShipIds } =>
  k.kind !== 'certificate_due';

/**
 * `GET /work`: what waits for the signed-in user, by kind — counts, each kind's filtered list link and
 * its first `items` — computed from the same sidebar permission, ship scope and actions as the
 * screens. Kinds the user can never have are left out; a user with no ship gets an empty queue.
 * Every count, certificates included, is one statement; the items of the kinds that have any are one
 * more (and the certificates module's page beside it).
 */
export async function workQueue(db: Db, actor: Actor, query: WorkQueueQuery): Promise<WorkQueue> {
  const kinds = kindsOf(actor);
  const counts = await repo.countWork(db, actor.id, kinds, dueWindow());
  const waiting = query.items > 0 ? kinds.filter((k) => (counts.get(k.kind) ?? 0) > 0) : [];
  const page = { offset: 0, limit: query.items };
  const dueCertificates = waiting.find((k) => !isSqlKind(k));
  const [pages, certificates] = await Promise.all([
    repo.listWork(db, actor.id, waiting.filter(isSqlKind), page),
    dueCertificates ? certificatePage(db, dueCertificates.ships, page) : null,
  ]);
  const groups: WorkGroup[] = kinds.map(({ kind }) => ({
    kind,
    count: counts.get(kind) ?? 0,
    link: WORK_KIND_RULES[kind].listLink,
    items:
      kind === 'certificate_due'
        ? (certificates?.items ?? [])
        : (pages.get(kind) ?? []).map((r) => toItem(kind, r)),
  }));
  return { total: groups.reduce((sum, g) => sum + g.count, 0), groups };
}

/** `GET /work/items?kind=`: one kind's items, paged (empty for a kind the user can never have). */
export async function workItems(db: Db, actor: Actor, query: WorkItemsQuery) {
  const page = { offset: query.offset, limit: query.limit };
  const kind = kindsOf(actor).find((k) => k.kind === query.kind);
  if (!kind) return { data: [], page: { total: 0, ...page } };
  if (!isSqlKind(kind)) {
    const { total, items } = await certificatePage(db, kind.ships, page);
    return { data: items, page: { total, ...page } };
  }
  const [counts, pages] = await Promise.all([
    repo.countWork(db, actor.id, [kind], dueWindow()),
    repo.listWork(db, actor.id, [kind], page),
  ]);
  return {
    data: (pages.get(kind.kind) ?? []).map((r) => toItem(kind.kind, r)),
    page: { total: counts.get(kind.kind) ?? 0, ...page },
  };
}
