import { componentChangeId, type PushCatalogue, type PushChange, type PushPreview } from '@keel/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import {
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { assertTreeChange } from '../component/component-access';
import { copyNodes } from '../component/component-copy.engine';
import { selectTree, updateComponentRow, type ComponentRow } from '../component/component.repo';
import { COMPONENT_ENTITY, guardedTreeWrite, lockTree } from '../component/component.service';
import { diffShipJobs, pushShipJobs, type JobChoice } from '../job/job-push.service';
import * as repo from './catalogue.repo';

/** The template fields a push brings to ships (serial numbers and notes stay the ship's own). */
const PUSHED_FIELDS = ['code', 'name', 'kind', 'critical', 'maker', 'model'] as const;

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * What pushing the catalogue would change on one ship: templates changed since the ship's copy was made
 * or last pushed (template version above the copy's) become updates of the fields that differ; templates
 * the ship has no copy of, under a parent it has a copy of (or at the top), become additions.
 */
export function diffShip(templates: ComponentRow[], shipTree: ComponentRow[]): PushChange[] {
  const copies = new Map(shipTree.filter((n) => n.sourceTemplateId).map((n) => [n.sourceTemplateId!, n]));
  const changes: PushChange[] = [];
  const added = new Set<string>();
  const byCode = [...templates].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  for (const t of byCode) {
    const copy = copies.get(t.id);
    if (copy) {
      if ((copy.templateVersion ?? 0) >= t.version) continue;
      const fields = PUSHED_FIELDS.filter((f) => text(copy[f]) !== text(t[f])).map((f) => ({
        field: f,
        from: text(copy[f]),
        to: text(t[f]),
      }));
      if (fields.length > 0)
        changes.push({
          id: componentChangeId('update', t.id),
          kind: 'update',
          templateId: t.id,
          componentId: copy.id,
          code: t.code,
          name: t.name,
          fields,
        });
    } else if (!t.parentId || copies.has(t.parentId) || added.has(t.parentId)) {
      added.add(t.id);
      changes.push({
        id: componentChangeId('add', t.id),
        kind: 'add',
        templateId: t.id,
        componentId: null,
        code: t.code,
        name: t.name,
        fields: [],
        ...(t.parentId && added.has(t.parentId) ? { requires: componentChangeId('add', t.parentId) } : {}),
      });
    }
  }
  return changes;
}

async function usingShips(db: DbOrTx, catalogueId: string, actor: Actor) {
  const scope = shipFilter(actor);
  return (await repo.shipsUsingCatalogues(db))
    .filter((u) => u.catalogue_id === catalogueId && (!scope || scope.includes(u.ship_id)))
    .map((u) => ({ id: u.ship_id, name: u.ship_name }));
}

/** `GET /pms/catalogues/:id/push-preview?shipId=`: the changes per ship using the catalogue (one ship or all). */
export async function previewPush(
  db: DbOrTx,
  actor: Actor,
  id: string,
  shipId?: string,
): Promise<PushPreview> {
  assertSidebar(actor, ['PMS.catalogues', 'PMS.jobs']);
  if (!(await repo.findCatalogue(db, id))) throw notFound('Catalogue');
  if (shipId) assertShipInScope(actor, shipId);
  const ships = shipId ? await findShips(db, [shipId]) : await usingShips(db, id, actor);
  const templates = await selectTree(db, { shipId: null, catalogueId: id });
  const out: PushPreview = [];
  for (const ship of ships)
    out.push({
      shipId: ship.id,
      shipName: ship.name,
      changes: [
        ...diffShip(templates, await selectTree(db, { shipId: ship.id, catalogueId: null })),
        ...(await diffShipJobs(db, id, ship.id)),
      ],
    });
  return out;
}

async function pushToShip(
  tx: Tx,
  actor: Actor,
  catalogueId: string,
  ship: { id: string; name: string },
  choices: { jobs: JobChoice | null; components: JobChoice | null },
) {
  const target = { shipId: ship.id, catalogueId: null } as const;
  await lockTree(tx, target);
  const templates = await selectTree(tx, { shipId: null, catalogueId });
  const shipTree = await selectTree(tx, target);
  const byId = new Map(templates.map((t) => [t.id, t]));
  const copies = new Map(shipTree.filter((n) => n.sourceTemplateId).map((n) => [n.sourceTemplateId!, n]));
  const changes = chosenComponentChanges(diffShip(templates, shipTree), choices.components, byId, copies);
  for (const change of changes.filter((c) => c.kind === 'update')) {
    const t = byId.get(change.templateId!)!;
    const copy = copies.get(t.id)!;
    const values = Object.fromEntries(
      change.fields.map((f) => [f.field, t[f.field as (typeof PUSHED_FIELDS)[number]]]),
    );
    await updateComponentRow(tx, copy.id, copy.version, { ...values, templateVersion: t.version });
    await recordAudit(tx, actor, {
      action: 'push_template',
      entity: COMPONENT_ENTITY,
      entityId: copy.id,
      shipId: ship.id,
      before: Object.fromEntries(change.fields.map((f) => [f.field, f.from])),
      after: Object.fromEntries(change.fields.map((f) => [f.field, f.to])),
    });
  }
  const adds = changes.filter((c) => c.kind === 'add').map((c) => byId.get(c.templateId!)!);
  const pairs = await copyNodes(tx, {
    nodes: adds,
    target,
    parentOf: (root) => (root.parentId ? (copies.get(root.parentId)?.id ?? null) : null),
    codeOf: (n) => n.code,
    mode: 'push',
  });
  if (pairs.length > 0)
    await recordAudit(tx, actor, {
      action: 'push_template',
      entity: COMPONENT_ENTITY,
      entityId: pairs[0]!.toComponentId,
      shipId: ship.id,
      after: { catalogueId, added: pairs.length },
    });
  // Job templates after the components: a new component brought its jobs along with it (copy hook).
  const jobChanges = await pushShipJobs(tx, actor, catalogueId, ship.id, choices.jobs);
  return { shipId: ship.id, shipName: ship.name, changes: [...changes, ...jobChanges] };
}

/**
 * The component changes of a ship's diff that `choice` picks (all without a choice): 400 naming the id when
 * one is not in the diff, or when an added component's parent is itself an addition left out (the new
 * component would have nowhere to go). Unchosen changes stay pending in the next preview.
 */
function chosenComponentChanges(
  changes: PushChange[],
  choice: JobChoice | null,
  templates: Map<string, ComponentRow>,
  copies: Map<string, ComponentRow>,
): PushChange[] {
  if (!choice) return changes;
  const offered = new Set(changes.map((c) => c.id));
  choice.ids.forEach((id, j) => {
    if (!offered.has(id)) throw badRequest(`${choice.field}.${j}`, 'not a component change of this ship');
  });
  const picked = new Set(choice.ids);
  const chosen = changes.filter((c) => picked.has(c.id!));
  const added = new Set(chosen.filter((c) => c.kind === 'add').map((c) => c.templateId));
  for (const c of chosen) {
    const parentId = c.kind === 'add' ? templates.get(c.templateId!)!.parentId : null;
    if (parentId && !copies.has(parentId) && !added.has(parentId))
      throw badRequest(
        `${choice.field}.${choice.ids.indexOf(c.id!)}`,
        `choose the addition of ${templates.get(parentId)!.code} too: ${c.code} goes under it`,
      );
  }
  return chosen;
}

/** Each `jobChoices` / `componentChoices` entry checked against the ships pushed to: 400 naming the entry otherwise. */
function choicesByShip(body: PushCatalogue, key: 'jobChoices' | 'componentChoices'): Map<string, JobChoice> {
  const out = new Map<string, JobChoice>();
  (body[key] ?? []).forEach((c, i) => {
    if (!body.shipIds.includes(c.shipId))
      throw badRequest(`${key}.${i}.shipId`, 'this ship is not one of shipIds');
    if (out.has(c.shipId)) throw badRequest(`${key}.${i}.shipId`, 'this ship is chosen for twice');
    out.set(c.shipId, { ids: c.changeIds, field: `${key}.${i}.changeIds` });
  });
  return out;
}

/**
 * `POST /pms/catalogues/:id/push`: applies the previewed changes to each named ship, all in one
 * transaction; of the job changes only those chosen in `jobChoices`, of the component changes only those
 * chosen in `componentChoices` (for the ships each names), the others stay pending in the next preview.
 */
export async function pushCatalogue(
  db: Db,
  actor: Actor,
  id: string,
  body: PushCatalogue,
): Promise<PushPreview> {
  const { shipIds } = body;
  for (const shipId of shipIds) assertTreeChange(actor, { shipId, catalogueId: null });
  const jobChoices = choicesByShip(body, 'jobChoices');
  const componentChoices = choicesByShip(body, 'componentChoices');
  return guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      if (!(await repo.findCatalogue(tx, id))) throw notFound('Catalogue');
      const ships = await findShips(tx, shipIds);
      if (ships.length !== new Set(shipIds).size)
        throw badRequest('shipIds', 'no ship with one of these ids');
      const out: PushPreview = [];
      for (const ship of ships)
        out.push(
          await pushToShip(tx, actor, id, ship, {
            jobs: jobChoices.get(ship.id) ?? null,
            components: componentChoices.get(ship.id) ?? null,
          }),
        );
      return out;
    }),
  );
}
