import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { pmsCatalogues } from '../catalogue/catalogue.table';
import { pmsComponents } from '../component/component.table';

/**
 * A spare part (DOMAIN "Planned maintenance"): of a ship (stock on board) or of a catalogue template
 * (copied to ships when the catalogue is applied) — exactly one of `ship_id` and `catalogue_id`, like the
 * components. `balance` is the stock on board, kept by the ledger in the same transaction as each entry;
 * the CHECK makes a negative balance impossible even when two uses race (docs/pms-spare-parts.md).
 */
export const pmsSpareParts = pgTable(
  'pms_spare_parts',
  {
    ...recordColumns(),
    shipId: uuid('ship_id').references(() => ships.id, { onDelete: 'cascade' }),
    catalogueId: uuid('catalogue_id').references(() => pmsCatalogues.id, { onDelete: 'cascade' }),
    /** The template part this one was copied from (catalogue apply / push). */
    sourceId: uuid('source_id'),
    partNumber: text('part_number').notNull(),
    name: text('name').notNull(),
    maker: text('maker'),
    impaCode: text('impa_code'),
    /** 0 Genuine, 1 OEM, 2 Compatible (spec §3). */
    partType: smallint('part_type').notNull().default(0),
    unit: text('unit').notNull(),
    location: text('location'),
    minimumStock: numeric('minimum_stock', { precision: 14, scale: 4 }).notNull().default('0'),
    balance: numeric('balance', { precision: 14, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    check('pms_spare_parts_balance_check', sql`${t.balance} >= 0`),
    check('pms_spare_parts_minimum_check', sql`${t.minimumStock} >= 0`),
    check('pms_spare_parts_type_check', sql`${t.partType} IN (0, 1, 2)`),
    check('pms_spare_parts_owner_check', sql`(${t.shipId} IS NULL) <> (${t.catalogueId} IS NULL)`),
    uniqueIndex('pms_spare_parts_ship_number_key')
      .on(t.shipId, t.partNumber)
      .where(sql`${t.shipId} IS NOT NULL`),
    uniqueIndex('pms_spare_parts_catalogue_number_key')
      .on(t.catalogueId, t.partNumber)
      .where(sql`${t.catalogueId} IS NOT NULL`),
    index('pms_spare_parts_source_idx').on(t.sourceId),
    // The work queue's "spare parts below minimum" (work-spare-parts.sql.ts), longest waiting first.
    index('pms_spare_parts_below_minimum_idx')
      .on(t.shipId, t.updatedAt, t.id)
      .where(sql`${t.balance} < ${t.minimumStock} AND ${t.shipId} IS NOT NULL`),
  ],
);

/** Which components a part fits (of the same ship or catalogue). */
export const pmsSparePartComponents = pgTable(
  'pms_spare_part_components',
  {
    sparePartId: uuid('spare_part_id')
      .notNull()
      .references(() => pmsSpareParts.id, { onDelete: 'cascade' }),
    componentId: uuid('component_id')
      .notNull()
      .references(() => pmsComponents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sparePartId, t.componentId] }),
    index('pms_spare_part_components_component_idx').on(t.componentId),
  ],
);

/**
 * The stock ledger: one row per movement, never updated. `change` is signed; `balance_after` is the
 * part's balance once the row was applied. A transfer writes a `transfer_out` row on the sending ship's
 * part and a `transfer_in` row on the receiving one, sharing `transfer_id`.
 */
export const pmsStockLedger = pgTable(
  'pms_stock_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sparePartId: uuid('spare_part_id')
      .notNull()
      .references(() => pmsSpareParts.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    change: numeric('change', { precision: 14, scale: 4 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 4 }).notNull(),
    reason: text('reason'),
    jobCompletionId: uuid('job_completion_id'),
    deliveryLineId: uuid('delivery_line_id'),
    purchaseOrderLineId: uuid('purchase_order_line_id'),
    transferId: uuid('transfer_id'),
    counterpartShipId: uuid('counterpart_ship_id').references(() => ships.id, { onDelete: 'set null' }),
    userId: uuid('user_id'),
    userName: text('user_name'),
    /** clock_timestamp(): entries of one transaction keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check(
      'pms_stock_ledger_kind_check',
      sql`${t.kind} IN ('receipt', 'use', 'adjustment', 'transfer_out', 'transfer_in')`,
    ),
    check('pms_stock_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
    index('pms_stock_ledger_part_idx').on(t.sparePartId, t.createdAt),
    index('pms_stock_ledger_job_idx').on(t.jobCompletionId),
  ],
);
