import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/**
 * A PMS catalogue (DOMAIN "Planned maintenance": templates per ship family). Its component tree lives
 * in `pms_components` with `catalogue_id` set, in the same shape as a ship's tree, so applying a
 * catalogue to a ship is the same copy as copying a branch between ships (docs/pms-components.md).
 */
export const pmsCatalogues = pgTable(
  'pms_catalogues',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** The ship family it serves, as written in `ships.family`. */
    family: text('family').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('pms_catalogues_name_key').on(t.name)],
);
