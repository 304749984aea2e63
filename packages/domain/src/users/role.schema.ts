import { z } from 'zod';
import { ACTION_NAMES } from '../permissions/actions';
import { SIDEBAR_PERMISSIONS } from '../permissions/sidebar';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';

/** A role: a name, sidebar permissions and per-ship actions. */
export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  sidebar: z.array(z.string()),
  actions: z.array(z.string()),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A role. */
export type Role = z.infer<typeof roleSchema>;

const roleFields = {
  name: z.string().trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  description: z.string().trim().max(500, 'description must be at most 500 characters').nullable(),
  sidebar: z.array(z.enum(SIDEBAR_PERMISSIONS, 'sidebar holds an unknown permission')).max(100),
  actions: z.array(z.enum(ACTION_NAMES, 'actions holds an unknown action')).max(100),
};

/** Body of `POST /api/v1/access/roles/`. */
export const createRoleSchema = z.object({
  ...roleFields,
  description: roleFields.description.default(null),
});
/** New role. */
export type CreateRole = z.infer<typeof createRoleSchema>;

/** Body of `PATCH /api/v1/access/roles/:id`. */
export const updateRoleSchema = z.object({
  version: versionSchema,
  name: roleFields.name.optional(),
  description: roleFields.description.optional(),
  sidebar: roleFields.sidebar.optional(),
  actions: roleFields.actions.optional(),
});
/** Role changes. */
export type UpdateRole = z.infer<typeof updateRoleSchema>;

/** Query of the roles list: paging, search on name and description, sort. */
export const roleListQuerySchema = listQuerySchema;
/** Roles list query. */
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** Sortable fields of the roles list. */
export const ROLE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;

/** `{ data: role }`: answer of every single-role endpoint. */
export const roleResponseSchema = envelope(roleSchema);
/** `{ data: roles, page }`: answer of `GET /api/v1/access/roles/`. */
export const roleListResponseSchema = pagedEnvelope(roleSchema);
