import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { pmsCatalogues } from '../catalogue/catalogue.table';

/**
 * A node of a component tree (DOMAIN "Planned maintenance"): a ship's (`ship_id`) or a catalogue's
 * template (`catalogue_id`) — exactly one. Codes are SFI-style and unique per tree; no cycles (the
 * service checks a move against the tree, see component-tree.ts). A ship's copy of a template keeps
 * `source_template_id` and the template's version it was last brought up to, for pushes.
 */
export const pmsComponents = pgTable(
  'pms_components',
  {
    ...recordColumns(),
    shipId: uuid('ship_id').references(() => ships.id, { onDelete: 'restrict' }),
    catalogueId: uuid('catalogue_id').references(() => pmsCatalogues.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => pmsComponents.id, { onDelete: 'restrict' }),
    /** component or category (COMPONENT_KINDS). */
    kind: text('kind').notNull().default('component'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    critical: boolean('critical').notNull().default(false),
    maker: text('maker'),
    model: text('model'),
    serial: text('serial'),
    notes: text('notes').notNull().default(''),
    sourceTemplateId: uuid('source_template_id').references((): AnyPgColumn => pmsComponents.id, {
      onDelete: 'set null',
    }),
    templateVersion: integer('template_version'),
  },
  (t) => [
    uniqueIndex('pms_components_ship_code_key')
      .on(t.shipId, t.code)
      .where(sql`${t.shipId} IS NOT NULL`),
    uniqueIndex('pms_components_catalogue_code_key')
      .on(t.catalogueId, t.code)
      .where(sql`${t.catalogueId} IS NOT NULL`),
    index('pms_components_parent_idx').on(t.parentId),
    index('pms_components_template_idx').on(t.sourceTemplateId),
    check('pms_components_scope_check', sql`(${t.shipId} IS NULL) <> (${t.catalogueId} IS NULL)`),
    check('pms_components_kind_check', sql`${t.kind} IN ('component', 'category')`),
  ],
);
