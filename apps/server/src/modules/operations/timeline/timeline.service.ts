import {
  buildTimelineLanes,
  hasSidebar,
  type Timeline,
  type TimelineItem,
  type TimelineQuery,
  type TimelineSourceState,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import {
  assertShipInScope,
  assertSidebar,
  myShips,
  type Actor,
  type ShipSummary,
} from '../../access/access.service';
import { timelineSources } from './timeline-sources';

/** The ships of the request: the listed ones (each must be in scope and exist) or every ship of the user. */
async function shipsOf(db: Db, actor: Actor, shipIds: string[] | undefined): Promise<ShipSummary[]> {
  const mine = await myShips(db, actor);
  if (!shipIds) return mine;
  for (const id of shipIds) assertShipInScope(actor, id);
  const known = new Set(mine.map((s) => s.id));
  const unknown = shipIds.find((id) => !known.has(id));
  if (unknown) throw badRequest('shipIds', `no ship with id ${unknown}`);
  return mine.filter((s) => shipIds.includes(s.id));
}

/**
 * `GET /timeline/`: per-ship lanes over the period with events, certificate expiries and survey
 * windows, and noon report density. Each source comes through its module's service and only for users
 * holding that area's sidebar permission; a module this build lacks is reported `unavailable`.
 */
export async function getTimeline(db: Db, actor: Actor, query: TimelineQuery): Promise<Timeline> {
  assertSidebar(actor, ['report.timeline']);
  const ships = await shipsOf(db, actor, query.shipIds);
  const range = { from: query.from, to: query.to };
  const today = new Date().toISOString().slice(0, 10);
  const sources = timelineSources();
  const states = {} as Timeline['sources'];
  const items: TimelineItem[] = [];
  let truncated = false;
  for (const name of ['events', 'certificates', 'noonReports'] as const) {
    const source = sources[name];
    let state: TimelineSourceState;
    if (!source) state = 'unavailable';
    else if (!hasSidebar(actor.access, [source.permission])) state = 'forbidden';
    else {
      const result = await source.read(db, actor, ships, range, today);
      items.push(...result.items);
      truncated ||= result.truncated === true;
      state = 'included';
    }
    states[name] = state;
  }
  return {
    from: range.from,
    to: range.to,
    lanes: buildTimelineLanes(ships, items),
    sources: states,
    truncated,
  };
}
