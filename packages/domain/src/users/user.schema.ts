import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';

/** Smallest password length accepted for a new or reset password. */
export const MIN_PASSWORD_LENGTH = 10;

/** A password a user may be given. */
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256, 'password must be at most 256 characters');

/** A role given to a user on one ship, or on every ship when `shipId` is null. */
export const roleAssignmentSchema = z.object({
  roleId: z.uuid('roleId must be a valid id'),
  shipId: z.uuid('shipId must be a valid id').nullable(),
});
/** A role assignment. */
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

/** A user as the API returns it (never the password hash). */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  active: z.boolean(),
  jobTitle: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  assignments: z.array(
    roleAssignmentSchema.extend({ roleName: z.string(), shipName: z.string().nullable() }),
  ),
});
/** A user. */
export type User = z.infer<typeof userSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(120, 'name must be at most 120 characters');
const emailSchema = z.string().trim().toLowerCase().pipe(z.email('email must be a valid e-mail address'));
const jobTitleSchema = z.string().trim().max(120, 'jobTitle must be at most 120 characters').nullable();

/** Body of `POST /api/v1/users/`. */
export const createUserSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  jobTitle: jobTitleSchema.default(null),
  isAdmin: z.boolean().default(false),
  assignments: z.array(roleAssignmentSchema).max(500).default([]),
});
/** New user. */
export type CreateUser = z.infer<typeof createUserSchema>;

/** Body of `PATCH /api/v1/users/:id`: changed fields plus the version read. */
export const updateUserSchema = z.object({
  version: versionSchema,
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  jobTitle: jobTitleSchema.optional(),
  isAdmin: z.boolean().optional(),
  active: z.boolean().optional(),
});
/** User changes. */
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** Body of `PUT /api/v1/users/:id/roles`. */
export const setUserRolesSchema = z.object({
  version: versionSchema,
  assignments: z.array(roleAssignmentSchema).max(500),
});

/** Body of `POST /api/v1/users/:id/password`. */
export const resetPasswordSchema = z.object({ version: versionSchema, password: passwordSchema });

/** Query of the users list. */
export const userListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
});
/** Users list query. */
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Sortable fields of the users list. */
export const USER_SORT_FIELDS = ['name', 'email', 'createdAt', 'lastLoginAt'] as const;

/** Body of a role change. */
export type SetUserRoles = z.infer<typeof setUserRolesSchema>;
/** Body of a password reset. */
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** `{ data: user }`: answer of every single-user endpoint. */
export const userResponseSchema = envelope(userSchema);
/** `{ data: users, page }`: answer of `GET /api/v1/users/`. */
export const userListResponseSchema = pagedEnvelope(userSchema);
