import type { CompanyConfig, UpdateCompanyConfig } from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-error';
import { assertAdmin, findShips, type Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { configCache } from './config-cache';
import * as repo from './config.repo';

/**
 * What a database that was never seeded answers: these values at version 1, so the first `PUT`
 * (with version 1) writes the row.
 */
const stale = () => conflict('The company settings were changed by someone else; reload them and try again');

const DEFAULT_CONFIG: CompanyConfig = {
  companyName: 'Keel',
  baseCurrency: 'USD',
  invoiceAddress: '',
  shipFamilies: [],
  vatId: null,
  billTolerancePercent: null,
  billToleranceAbsolute: null,
  updatedAt: new Date(0).toISOString(),
  version: 1,
};

function toConfigView(row: NonNullable<Awaited<ReturnType<typeof repo.findConfig>>>): CompanyConfig {
  return {
    companyName: row.companyName,
    baseCurrency: row.baseCurrency,
    invoiceAddress: row.invoiceAddress,
    shipFamilies: row.shipFamilies,
    vatId: row.vatId,
    billTolerancePercent: row.billTolerancePercent,
    billToleranceAbsolute: row.billToleranceAbsolute,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** `GET /config/`: company name, base currency and ship families, for every signed-in user. */
export async function getConfig(db: Db, _actor: Actor): Promise<CompanyConfig> {
  return configCache.load(db, async () => {
    const row = await repo.findConfig(db);
    return Object.freeze(row ? toConfigView(row) : DEFAULT_CONFIG);
  });
}

/** The first five numbers, then "and N more". */
function listed(numbers: readonly string[]): string {
  return numbers.length <= 5
    ? numbers.join(', ')
    : `${numbers.slice(0, 5).join(', ')} and ${numbers.length - 5} more`;
}

/**
 * What a settings change does to the families: renames (a family whose `previousName` was a family of the
 * settings read, under another name now) and removals (a family of the settings read that is neither kept
 * under its name nor renamed).
 */
export function familyChanges(
  before: readonly { name: string }[],
  after: readonly { name: string; previousName?: string | undefined }[],
): { renames: Map<string, string>; removed: string[] } {
  const had = new Set(before.map((f) => f.name));
  const renames = new Map<string, string>();
  for (const f of after)
    if (f.previousName !== undefined && f.previousName !== f.name && had.has(f.previousName))
      renames.set(f.previousName, f.name);
  const kept = new Set(after.map((f) => f.name));
  const removed = [...had].filter((name) => !kept.has(name) && !renames.has(name));
  return { renames, removed };
}

/** `PUT /config/`: administrators only; optimistic lock on `version`; every ship id must exist. */
export async function updateConfig(db: Db, actor: Actor, body: UpdateCompanyConfig): Promise<CompanyConfig> {
  assertAdmin(actor, 'change the company settings');
  const { version, ...values } = body;
  return db.transaction(async (tx) => {
    const current = await repo.findConfig(tx);
    const before = current ? toConfigView(current) : DEFAULT_CONFIG;
    if (before.version !== version) throw stale();
    const known = new Set(
      (
        await findShips(
          tx,
          values.shipFamilies.flatMap((f) => f.shipIds),
        )
      ).map((s) => s.id),
    );
    values.shipFamilies.forEach((family, i) =>
      family.shipIds.forEach((id, j) => {
        if (!known.has(id)) throw badRequest(`shipFamilies.${i}.shipIds.${j}`, 'no ship with this id');
      }),
    );
    const { renames, removed } = familyChanges(before.shipFamilies, values.shipFamilies);
    const distributed = await repo.documentsDistributedTo(tx, removed);
    if (distributed.length > 0)
      throw badRequest(
        'shipFamilies',
        `${removed.length === 1 ? `the family "${removed[0]}" is` : `the families ${removed.map((n) => `"${n}"`).join(', ')} are`} in the distribution of ISM document${distributed.length === 1 ? '' : 's'} ${listed(distributed)}: rename the family instead of removing it, or change their distribution first`,
      );
    const shipFamilies = values.shipFamilies.map(({ name, shipIds }) => ({ name, shipIds }));
    const stored = { ...values, shipFamilies };
    const row = current ? await repo.updateConfig(tx, version, stored) : await repo.insertConfig(tx, stored);
    if (!row) throw stale();
    await repo.applyShipFamilies(tx, shipFamilies);
    const refs = await repo.renameFamilyReferences(tx, renames);
    for (const [entity, rows, field] of [
      ['dms-document', refs.documents, 'shipFamilies'],
      ['pms_catalogue', refs.catalogues, 'family'],
    ] as const)
      for (const r of rows)
        await recordAudit(tx, actor, {
          action: 'rename_family',
          entity,
          entityId: r.id,
          before: { [field]: field === 'family' ? r.before[0] : r.before },
          after: { [field]: field === 'family' ? r.after[0] : r.after },
        });
    const after = toConfigView(row);
    await recordAudit(tx, actor, { action: 'update', entity: 'config', entityId: '1', before, after });
    return after;
  });
}

/**
 * The configured spelling of a ship family named `name` (any case), or a 400 on `family` when the
 * company has no such family: families are kept in the company settings, ships only point at them.
 */
export async function resolveShipFamily(db: DbOrTx, name: string): Promise<string> {
  const row = await repo.findConfig(db);
  const families = row ? row.shipFamilies : DEFAULT_CONFIG.shipFamilies;
  const found = families.find((f) => f.name.toLowerCase() === name.trim().toLowerCase());
  if (!found)
    throw badRequest(
      'family',
      `there is no ship family named "${name}"; add it in the company settings first`,
    );
  return found.name;
}

/**
 * Puts a ship into the family `family` of the company settings (out of every other one), or into
 * none, in the caller's transaction, with the settings' audit row. Nothing is written when the ship
 * is already where it belongs.
 */
export async function placeShipInFamily(
  tx: DbOrTx,
  actor: Actor,
  shipId: string,
  family: string | null,
): Promise<void> {
  const current = await repo.findConfig(tx);
  const before = current ? toConfigView(current) : DEFAULT_CONFIG;
  const shipFamilies = before.shipFamilies.map((f) => ({
    name: f.name,
    shipIds: [...f.shipIds.filter((id) => id !== shipId), ...(f.name === family ? [shipId] : [])],
  }));
  const unchanged = shipFamilies.every(
    (f, i) =>
      f.shipIds.length === before.shipFamilies[i]!.shipIds.length &&
      f.shipIds.every((id, j) => id === before.shipFamilies[i]!.shipIds[j]),
  );
  if (unchanged) return;
  const values = { companyName: before.companyName, baseCurrency: before.baseCurrency, shipFamilies };
  const row = current
    ? await repo.updateConfig(tx, before.version, values)
    : await repo.insertConfig(tx, values);
  if (!row) throw stale();
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'config',
    entityId: '1',
    before,
    after: toConfigView(row),
  });
}
