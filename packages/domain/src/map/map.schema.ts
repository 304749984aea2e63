/**
 * Wire contracts of the fleet map API (`/api/v1/map/…`, docs/map-server.md). Units on the wire: degrees,
 * knots, ISO 8601 times.
 */
import { z } from 'zod';
import { uuidSchema, versionSchema } from '../common/page.schema';

/** The default track colouring parameter: speed over ground. */
export const DEFAULT_TRACK_PARAMETER = 'navigation.speedOverGround';
/** Most fixes one track answer may hold. */
export const MAX_TRACK_POINTS = 10_000;
/** Default fixes of a track answer. */
export const DEFAULT_TRACK_POINTS = 2000;
/** Longest track range one request may ask for (days). */
export const MAX_TRACK_DAYS = 366;
/** Points of a forecast route at most. */
export const MAX_FORECAST_POINTS = 2000;
/** Largest RTZ/GPX text accepted by the import (characters). */
export const MAX_ROUTE_FILE_CHARS = 2_000_000;
/** Largest camera snapshot (bytes). */
export const SNAPSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Image types a snapshot may have (sniffed from the bytes). */
export const SNAPSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A noon-report position is stale when the report is older than this (a report is due every ~24 h). */
export const NOON_POSITION_STALE_MS = 26 * 3_600_000;

const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be an ISO 8601 date-time` });

/** A ship on the map (GET /map/ships and the live `fleet-positions` message). */
export const mapShipSchema = z.object({
  shipId: uuidSchema,
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  headingDeg: z.number().nullable(),
  cogDeg: z.number().nullable(),
  sogKn: z.number().nullable(),
  timestamp: z.string().nullable(),
  source: z.enum(['sensor', 'noon-report']).nullable(),
  stale: z.boolean(),
  nextPort: z.string().nullable(),
  eta: z.string().nullable(),
});
export type MapShip = z.infer<typeof mapShipSchema>;
export const mapShipListResponseSchema = z.object({ data: z.array(mapShipSchema) });

const pathKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'parameter must be a Signal K path');

/** GET /map/ships/:shipId/track query. */
export const trackQuerySchema = z
  .object({
    from: isoDateTime('from'),
    to: isoDateTime('to'),
    maxPoints: z.coerce
      .number({ message: 'maxPoints must be a whole number' })
      .int('maxPoints must be a whole number')
      .min(2, 'maxPoints must be at least 2')
      .max(MAX_TRACK_POINTS, `maxPoints must be at most ${MAX_TRACK_POINTS}`)
      .default(DEFAULT_TRACK_POINTS),
    parameter: pathKey.default(DEFAULT_TRACK_PARAMETER),
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'to must be after from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_TRACK_DAYS * 86_400_000, {
    path: ['to'],
    message: `the range must be at most ${MAX_TRACK_DAYS} days`,
  });
export type TrackQuery = z.infer<typeof trackQuerySchema>;

/** A track fix on the wire: [epoch ms, lat, lon, value | null]. */
export const trackFixSchema = z.tuple([z.number(), z.number(), z.number(), z.number().nullable()]);
export const trackResponseSchema = z.object({
  data: z.object({
    shipId: uuidSchema,
    parameter: z.string(),
    unit: z.string(),
    /** Fixes in the range before down-sampling. */
    total: z.number().int(),
    segments: z.array(z.array(trackFixSchema)),
  }),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>['data'];

/** ETA modes beyond the spec: which speed times a forecast. */
export const ETA_MODES = ['current', 'average', 'custom', 'last24h'] as const;
export type EtaMode = (typeof ETA_MODES)[number];

const speedKn = (field = 'speedKn') =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/, `${field} must be a decimal number ≥ 0`),
      ],
      {
        message: `${field} must be a number of knots ≥ 0`,
      },
    )
    .transform((v) => Number(v))
    .pipe(z.number().min(0, `${field} must be ≥ 0`).max(60, `${field} must be at most 60 knots`));

export const forecastPointSchema = z.object({
  lat: z.number().min(-90, 'lat must be from -90 to 90').max(90, 'lat must be from -90 to 90'),
  lng: z.number().min(-180, 'lng must be from -180 to 180').max(180, 'lng must be from -180 to 180'),
  cog: z.number().min(0, 'cog must be from 0 to 360').max(360, 'cog must be from 0 to 360').nullable(),
  sog: z.number().min(0, 'sog must be ≥ 0').max(60, 'sog must be at most 60 knots'),
  timestamp: isoDateTime('timestamp'),
});

const forecastFields = {
  name: z.string().trim().min(1, 'name is required').max(120, 'name must be at most 120 characters'),
  speedKn: speedKn(),
  etaMode: z.enum(ETA_MODES, { message: `etaMode must be one of ${ETA_MODES.join(', ')}` }),
  points: z
    .array(forecastPointSchema)
    .min(1, 'points needs at least one point')
    .max(MAX_FORECAST_POINTS, `points takes at most ${MAX_FORECAST_POINTS} points`),
};

/** POST /map/ships/:shipId/forecast-routes. */
export const createForecastRouteSchema = z.object(forecastFields);
export type CreateForecastRoute = z.infer<typeof createForecastRouteSchema>;
/** PATCH /map/forecast-routes/:id: any field, with the version read. */
export const updateForecastRouteSchema = z.object({
  name: forecastFields.name.optional(),
  speedKn: forecastFields.speedKn.optional(),
  etaMode: forecastFields.etaMode.optional(),
  points: forecastFields.points.optional(),
  version: versionSchema,
});
export type UpdateForecastRoute = z.infer<typeof updateForecastRouteSchema>;
/** DELETE /map/forecast-routes/:id?version=n */
export const forecastVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(1, 'version must be a positive whole number'),
});

export const forecastRouteSchema = z.object({
  id: uuidSchema,
  shipId: uuidSchema,
  name: z.string(),
  speedKn: z.number(),
  etaMode: z.enum(ETA_MODES),
  points: z.array(forecastPointSchema),
  eta: z.string().nullable(),
  distanceNm: z.number(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByName: z.string().nullable(),
});
export type ForecastRoute = z.infer<typeof forecastRouteSchema>;
export const forecastRouteResponseSchema = z.object({ data: forecastRouteSchema });
export const forecastRouteListResponseSchema = z.object({ data: z.array(forecastRouteSchema) });

export const ROUTE_FORMATS = ['rtz', 'gpx'] as const;
export type RouteFormat = (typeof ROUTE_FORMATS)[number];

/** POST /map/ships/:shipId/forecast-routes/import. */
export const importForecastRouteSchema = z.object({
  format: z.enum(ROUTE_FORMATS, { message: 'format must be rtz or gpx' }),
  content: z
    .string({ message: 'content must be the file text' })
    .min(1, 'content is empty')
    .max(MAX_ROUTE_FILE_CHARS, `content must be at most ${MAX_ROUTE_FILE_CHARS} characters`),
  name: forecastFields.name.optional(),
  /** Speed for legs the file gives none (default: the file's first speed, else 12 kn). */
  speedKn: speedKn().optional(),
  /** Time of the first point when the file has none (default: now). */
  start: isoDateTime('start').optional(),
  etaMode: forecastFields.etaMode.optional(),
});
export type ImportForecastRoute = z.infer<typeof importForecastRouteSchema>;
export const exportQuerySchema = z.object({
  format: z.enum(ROUTE_FORMATS, { message: 'format must be rtz or gpx' }).default('rtz'),
});

/** GET /map/ships/:shipId/eta-speeds. */
export const etaSpeedsResponseSchema = z.object({
  data: z.object({
    currentKn: z.number().nullable(),
    averageKn: z.number().nullable(),
    last24hKn: z.number().nullable(),
  }),
});
export type EtaSpeeds = z.infer<typeof etaSpeedsResponseSchema>['data'];

/** POST /map/ships/:shipId/cameras. */
export const createCameraSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, 'imageUrl must be an http:// or https:// URL')
    .nullable()
    .optional(),
});
export type CreateCamera = z.infer<typeof createCameraSchema>;
export const cameraSchema = z.object({
  id: uuidSchema,
  shipId: uuidSchema,
  name: z.string(),
  imageUrl: z.string().nullable(),
  latest: z.object({ id: uuidSchema, capturedAt: z.string(), url: z.string() }).nullable(),
  version: z.number().int(),
});
export type Camera = z.infer<typeof cameraSchema>;
export const cameraResponseSchema = z.object({ data: cameraSchema });
export const cameraListResponseSchema = z.object({ data: z.array(cameraSchema) });
export const snapshotSchema = z.object({
  id: uuidSchema,
  cameraId: uuidSchema,
  capturedAt: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export const snapshotResponseSchema = z.object({ data: snapshotSchema });
