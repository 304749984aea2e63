import {
  BUNKER_PRICE_SORT_FIELDS,
  utcToday,
  type BunkerPrice,
  type BunkerPriceListQuery,
  type CreateBunkerPrice,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as prices from './bunker-price.repo';
import { findSupplier, portsOf } from './bunker-supplier.repo';
import { BUNKER_SIDEBAR } from './bunker-supplier.service';
import { toPriceView } from './bunker-supplier.view';

const ENTITY = 'bunker_price';

/**
 * `GET /bunker-suppliers/:id/prices`: the price history, newest first by default, filtered by port and
 * grade; each row says whether it is today's price for its port and grade.
 */
export async function listPrices(db: Db, actor: Actor, supplierId: string, query: BunkerPriceListQuery) {
  assertSidebar(actor, BUNKER_SIDEBAR);
  if (!(await findSupplier(db, supplierId))) throw notFound('Bunker supplier');
  const sort = query.sort
    ? sortOf(query.sort, BUNKER_PRICE_SORT_FIELDS, 'validFrom')
    : { field: 'validFrom' as const, desc: true };
  const { rows, total } = await prices.listPrices(db, supplierId, {
    ...(query.port ? { port: query.port } : {}),
    ...(query.grade ? { grade: query.grade } : {}),
    sort,
    offset: query.offset,
    limit: query.limit,
  });
  const current = new Set((await prices.currentPricesOf(db, supplierId, utcToday())).map((p) => p.id));
  return {
    data: rows.map((r) => toPriceView(r, current.has(r.id))),
    page: { total, offset: query.offset, limit: query.limit },
  };
}

/**
 * `POST /bunker-suppliers/:id/prices`: adds a dated price at one of the supplier's ports (400 naming
 * `portLocode` otherwise). Prices are history: the new one supersedes older ones from its validFrom.
 */
export async function addPrice(
  db: Db,
  actor: Actor,
  supplierId: string,
  body: CreateBunkerPrice,
): Promise<BunkerPrice> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, supplierId, 'share');
    if (!supplier) throw notFound('Bunker supplier');
    const port = (await portsOf(tx, [supplierId])).get(supplierId)?.find((p) => p.locode === body.portLocode);
    if (!port)
      throw badRequest(
        'portLocode',
        `portLocode ${body.portLocode} is not a port ${supplier.name} serves; add the port first`,
      );
    const row = await prices.insertPrice(tx, {
      supplierId,
      portLocode: port.locode,
      portName: port.portName,
      grade: body.grade,
      price: body.price,
      currency: body.currency,
      validFrom: body.validFrom,
      validUntil: body.validUntil,
      source: body.source,
      createdById: actor.id,
      createdByName: actor.name,
    });
    const current = (await prices.currentPricesOf(tx, supplierId, utcToday())).some((p) => p.id === row.id);
    const view = toPriceView(row, current);
    await recordAudit(tx, actor, { action: 'add_price', entity: ENTITY, entityId: row.id, after: view });
    return view;
  });
}

/** `DELETE /bunker-suppliers/:id/prices/:priceId`: removes a price entered by mistake (the audit keeps it). */
export async function deletePrice(db: Db, actor: Actor, supplierId: string, priceId: string): Promise<void> {
  assertSidebar(actor, BUNKER_SIDEBAR);
  await db.transaction(async (tx) => {
    const row = await prices.findPrice(tx, supplierId, priceId);
    if (!row) throw notFound('Bunker price');
    if (!(await prices.deletePrice(tx, priceId))) throw notFound('Bunker price');
    await recordAudit(tx, actor, {
      action: 'delete_price',
      entity: ENTITY,
      entityId: priceId,
      before: toPriceView(row, false),
    });
  });
}
