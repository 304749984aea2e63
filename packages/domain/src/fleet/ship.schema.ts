import { z } from 'zod';
import { listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { SHIP_TYPES } from './cii-parameters';
import { imoSchema, mmsiSchema } from './imo';

/**
 * Ship record contracts (DOMAIN.md "Fleet and operations"): identity (name, IMO, MMSI, call sign,
 * flag), type, family, class, build year, tonnages, owner and manager, status.
 */

/** Commercial status of a ship in the fleet. */
export const SHIP_STATUSES = ['active', 'laid_up', 'sold'] as const;
/** A ship status. */
export type ShipStatus = (typeof SHIP_STATUSES)[number];
/** Labels of the ship statuses. */
export const SHIP_STATUS_LABELS: Record<ShipStatus, string> = {
  active: 'Active',
  laid_up: 'Laid up',
  sold: 'Sold',
};

/** A ship status field. */
export const shipStatusSchema = z.enum(SHIP_STATUSES, { error: 'status must be active, laid_up or sold' });

/** A ship type field: one of the CII ship types. */
export const shipTypeSchema = z.enum(SHIP_TYPES, {
  error: `shipType must be one of ${SHIP_TYPES.join(', ')}`,
});

/** A flag state: ISO 3166-1 alpha-2 code, upper-cased. */
export const flagSchema = z
  .string({ error: 'flag must be an ISO 3166-1 alpha-2 country code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'flag must be an ISO 3166-1 alpha-2 country code');

/** A radio call sign: 3–9 letters and digits, upper-cased. */
export const callSignSchema = z
  .string({ error: 'callSign must be 3–9 letters and digits' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,9}$/, 'callSign must be 3–9 letters and digits');

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const tonnage = (field: string) =>
  z
    .number({ error: `${field} must be a positive number` })
    .positive(`${field} must be a positive number`)
    .max(1_000_000, `${field} must be at most 1,000,000`);

const shipFields = {
  name: requiredText('name', 120),
  imo: imoSchema,
  mmsi: mmsiSchema.nullable(),
  callSign: callSignSchema.nullable(),
  flag: flagSchema,
  shipType: shipTypeSchema,
  /** Name of the ship family (group) the ship belongs to, if any. */
  family: optionalText('family', 80),
  classSociety: optionalText('classSociety', 120),
  buildYear: z
    .number({ error: 'buildYear must be a year from 1900 to 2100' })
    .int('buildYear must be a year from 1900 to 2100')
    .min(1900, 'buildYear must be a year from 1900 to 2100')
    .max(2100, 'buildYear must be a year from 1900 to 2100'),
  /** Deadweight, metric tonnes. */
  dwt: tonnage('dwt'),
  /** Gross tonnage (ITC 1969), a whole number. */
  gt: tonnage('gt').int('gt must be a whole number'),
  owner: optionalText('owner', 200),
  manager: optionalText('manager', 200),
  status: shipStatusSchema,
};

/** A ship as the API returns it. */
export const shipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imo: z.string(),
  mmsi: z.string().nullable(),
  callSign: z.string().nullable(),
  flag: z.string(),
  shipType: shipTypeSchema,
  family: z.string().nullable(),
  classSociety: z.string().nullable(),
  buildYear: z.number().int(),
  dwt: z.number(),
  gt: z.number().int(),
  owner: z.string().nullable(),
  manager: z.string().nullable(),
  status: shipStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A ship. */
export type Ship = z.infer<typeof shipSchema>;

/** `{ data: ships, page }`: answer of the ship list. */
export const shipListResponseSchema = pagedEnvelope(shipSchema);

/** Body of `POST /api/v1/ships/`. */
export const createShipSchema = z.object({
  ...shipFields,
  mmsi: shipFields.mmsi.default(null),
  callSign: shipFields.callSign.default(null),
  family: shipFields.family.default(null),
  classSociety: shipFields.classSociety.default(null),
  owner: shipFields.owner.default(null),
  manager: shipFields.manager.default(null),
  status: shipStatusSchema.default('active'),
});
/** New ship. */
export type CreateShip = z.infer<typeof createShipSchema>;

/** Body of `PATCH /api/v1/ships/:id`: changed fields plus the version read. */
export const updateShipSchema = z
  .object({ version: versionSchema, ...shipFields })
  .partial()
  .required({ version: true });
/** Ship changes. */
export type UpdateShip = z.infer<typeof updateShipSchema>;

/** Fields the ship list sorts by (`field` or `-field`). */
export const SHIP_SORT_FIELDS = [
  'name',
  'imo',
  'shipType',
  'family',
  'buildYear',
  'dwt',
  'gt',
  'status',
] as const;

/** Query of the ship list: free text (name, IMO, MMSI, call sign), family, type, status, sort. */
export const shipListQuerySchema = listQuerySchema.extend({
  family: z.string().trim().max(80, 'family must be at most 80 characters').optional(),
  shipType: shipTypeSchema.optional(),
  status: shipStatusSchema.optional(),
  sort: z
    .enum([...SHIP_SORT_FIELDS, ...SHIP_SORT_FIELDS.map((f) => `-${f}` as const)], {
      error: `sort must be one of ${SHIP_SORT_FIELDS.join(', ')}, optionally prefixed with -`,
    })
    .default('name'),
});
/** Ship list query. */
export type ShipListQuery = z.infer<typeof shipListQuerySchema>;
