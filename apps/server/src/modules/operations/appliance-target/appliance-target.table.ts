import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/**
 * A target software version for an appliance type, optionally narrowed to a maker, or a maker and
 * model ("manage" of the appliance register). Fleet-wide: it applies to every ship. One target per
 * type/maker/model, case ignored.
 */
export const applianceTargets = pgTable(
  'appliance_targets',
  {
    ...recordColumns(),
    type: text('type').notNull(),
    maker: text('maker'),
    model: text('model'),
    targetVersion: text('target_version').notNull(),
    notes: text('notes').notNull().default(''),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    uniqueIndex('appliance_targets_scope_key').on(
      t.type,
      sql`lower(coalesce(${t.maker}, ''))`,
      sql`lower(coalesce(${t.model}, ''))`,
    ),
  ],
);
