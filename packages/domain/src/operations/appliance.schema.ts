import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { isVersionString, VERSION_STANDINGS } from './version-compare';

/**
 * Onboard appliance types of the software register IACS UR E26 asks for (computer-based systems on
 * board whose software is kept under change control).
 */
export const APPLIANCE_TYPES = [
  'ecdis',
  'radar',
  'ais',
  'vdr',
  'gmdss',
  'autopilot',
  'engine_control',
  'bwts',
  'iccp',
  'conning',
  'other',
] as const;
/** An appliance type. */
export type ApplianceType = (typeof APPLIANCE_TYPES)[number];

/** Labels of the appliance types. */
export const APPLIANCE_TYPE_LABELS: Record<ApplianceType, string> = {
  ecdis: 'ECDIS',
  radar: 'Radar / ARPA',
  ais: 'AIS',
  vdr: 'VDR',
  gmdss: 'GMDSS console',
  autopilot: 'Autopilot',
  engine_control: 'Engine control system',
  bwts: 'Ballast water treatment (BWTS)',
  iccp: 'Cathodic protection (ICCP)',
  conning: 'Conning / integrated bridge',
  other: 'Other',
};

/** Whether an appliance is on board (in service) or was taken out (removed). */
export const APPLIANCE_STATUSES = ['in_service', 'removed'] as const;
/** An appliance status. */
export type ApplianceStatus = (typeof APPLIANCE_STATUSES)[number];

/** Sortable fields of the appliance register. */
export const APPLIANCE_SORT_FIELDS = [
  'type',
  'name',
  'maker',
  'softwareVersion',
  'installedOn',
  'updatedAt',
] as const;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`);

/** A software or firmware version: a number first, optional `v` (`2.01.04`, `V5.12 SP1`). */
export const softwareVersionSchema = (field = 'softwareVersion') =>
  text(field, 60).refine(isVersionString, `${field} must start with a number, e.g. 2.01.04`);

const typeSchema = z.enum(APPLIANCE_TYPES, { error: `type must be one of ${APPLIANCE_TYPES.join(', ')}` });
const standingSchema = z.enum(VERSION_STANDINGS, {
  error: `standing must be one of ${VERSION_STANDINGS.join(', ')}`,
});

/** An onboard appliance with its current software and how it stands against its target. */
export const applianceSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  type: typeSchema,
  name: z.string(),
  maker: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  softwareName: z.string(),
  softwareVersion: z.string(),
  installedOn: z.string(),
  status: z.enum(APPLIANCE_STATUSES),
  notes: z.string(),
  targetId: z.uuid().nullable(),
  targetVersion: z.string().nullable(),
  standing: standingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** An onboard appliance. */
export type Appliance = z.infer<typeof applianceSchema>;

/** One entry of an appliance's version history: who installed what, when. */
export const applianceInstallSchema = z.object({
  id: z.uuid(),
  applianceId: z.uuid(),
  softwareName: z.string(),
  softwareVersion: z.string(),
  previousVersion: z.string().nullable(),
  installedOn: z.string(),
  installedBy: z.string(),
  notes: z.string(),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
});
/** A version history entry. */
export type ApplianceInstall = z.infer<typeof applianceInstallSchema>;

const installFields = {
  softwareName: text('softwareName', 120),
  softwareVersion: softwareVersionSchema(),
  installedOn: calendarDateSchema('installedOn'),
  installedBy: text('installedBy', 120),
  notes: optionalText('notes', 2000).default(''),
};

/** Body of `POST /api/v1/appliances/`: the appliance and the software it runs (its first history entry). */
export const createApplianceSchema = z.object({
  shipId: z.uuid('shipId must be a valid id'),
  type: typeSchema,
  name: text('name', 120),
  maker: text('maker', 120),
  model: text('model', 120),
  serialNumber: optionalText('serialNumber', 120).default(''),
  ...installFields,
});
/** A new appliance. */
export type CreateAppliance = z.infer<typeof createApplianceSchema>;
/** A new appliance as a form holds it. */
export type CreateApplianceInput = z.input<typeof createApplianceSchema>;

/** Body of `PATCH /api/v1/appliances/:id`: the hardware facts; software changes go through installs. */
export const updateApplianceSchema = z.object({
  version: versionSchema,
  type: typeSchema.optional(),
  name: text('name', 120).optional(),
  maker: text('maker', 120).optional(),
  model: text('model', 120).optional(),
  serialNumber: optionalText('serialNumber', 120).optional(),
  notes: optionalText('notes', 2000).optional(),
  status: z.enum(APPLIANCE_STATUSES, { error: 'status must be in_service or removed' }).optional(),
});
/** Appliance changes. */
export type UpdateAppliance = z.infer<typeof updateApplianceSchema>;

/** Body of `POST /api/v1/appliances/:id/installs`: a software update installed on board. */
export const installSoftwareSchema = z.object({ version: versionSchema, ...installFields });
/** A software installation. */
export type InstallSoftware = z.infer<typeof installSoftwareSchema>;
/** A software installation as a form holds it. */
export type InstallSoftwareInput = z.input<typeof installSoftwareSchema>;

/** Query of the appliance register. */
export const applianceListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be a valid id').optional(),
  type: typeSchema.optional(),
  status: z.enum(APPLIANCE_STATUSES, { error: 'status must be in_service or removed' }).optional(),
  standing: standingSchema.optional(),
});
/** Appliance register query. */
export type ApplianceListQuery = z.infer<typeof applianceListQuerySchema>;

/** Query of an appliance's version history (newest first). */
export const applianceInstallListQuerySchema = listQuerySchema.pick({ offset: true, limit: true });

/** `{ data: appliance }`. */
export const applianceResponseSchema = envelope(applianceSchema);
/** `{ data: appliances, page }`. */
export const applianceListResponseSchema = pagedEnvelope(applianceSchema);
/** `{ data: installs, page }`. */
export const applianceInstallListResponseSchema = pagedEnvelope(applianceInstallSchema);
