import { z } from 'zod';

/** The placeholders a tile URL template may hold (Leaflet's): zoom, column, row, subdomain, retina suffix. */
const PLACEHOLDERS = new Set(['{z}', '{x}', '{y}', '{s}', '{r}']);

/**
 * Why a tile URL template is refused, or null when Leaflet can use it: an http(s) address without spaces
 * holding `{z}`, `{x}` and `{y}`, and no other placeholder than `{s}` and `{r}`.
 */
export function tileTemplateProblem(value: string): string | null {
  if (!/^https?:\/\/[^\s/]+/i.test(value)) return 'must be an http(s) address';
  if (/\s/.test(value)) return 'must not contain spaces';
  const missing = ['{z}', '{x}', '{y}'].filter((p) => !value.includes(p));
  if (missing.length > 0) return `must contain ${missing.join(', ')}`;
  const unknown = (value.match(/\{[^}]*\}/g) ?? []).filter((p) => !PLACEHOLDERS.has(p));
  if (unknown.length > 0) return `has an unknown placeholder ${unknown[0]} (use {z}, {x}, {y}, {s}, {r})`;
  return null;
}

/** Whether Leaflet can use `value` as a tile URL template (see {@link tileTemplateProblem}). */
export function isTileUrlTemplate(value: string): boolean {
  return tileTemplateProblem(value) === null;
}

/** A tile URL template or '' (no tile server: the offline basemap). */
export const tileUrlTemplateSchema = z
  .string()
  .trim()
  .max(500)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : tileTemplateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `Tile URL template ${problem}` });
  });

/** The company-wide map settings an administrator sets (`PUT /map/settings`), with the version read. */
/**
 * Years the per-10-minute position aggregate (the tracks longer than two days) is kept by default; older
 * buckets are swept. Raw positions follow the conning history's own retention (`KEEL_CONNING_RETENTION_DAYS`).
 */
export const TRACK_RETENTION_YEARS_DEFAULT = 5;
/** Most years the position aggregate may be kept (≈ 52,560 rows per ship and year). */
export const TRACK_RETENTION_YEARS_MAX = 50;
const RETENTION_WHOLE = 'Track retention must be a whole number of years';
/** How long the position aggregate is kept: whole years, 1 … {@link TRACK_RETENTION_YEARS_MAX}. */
export const trackRetentionYearsSchema = z
  .number({ message: RETENTION_WHOLE })
  .int({ message: RETENTION_WHOLE })
  .min(1, { message: 'Track retention must be at least 1 year' })
  .max(TRACK_RETENTION_YEARS_MAX, {
    message: `Track retention must be at most ${TRACK_RETENTION_YEARS_MAX} years`,
  });

export const updateMapSettingsSchema = z.object({
  tileUrlTemplate: tileUrlTemplateSchema,
  tileAttribution: z.string().trim().max(300),
  /** Years the long-track position aggregate is kept; left out: unchanged (the default when never saved). */
  trackRetentionYears: trackRetentionYearsSchema.optional(),
  /** The version read (0 when nothing was saved yet); a stale one is a 409. */
  version: z.number().int().min(0),
});
/** Body of `PUT /map/settings`. */
export type UpdateMapSettings = z.infer<typeof updateMapSettingsSchema>;

/** The company-wide map settings ('' = none: each device's own setting, else the offline basemap). */
export const mapSettingsSchema = z.object({
  tileUrlTemplate: z.string(),
  tileAttribution: z.string(),
  trackRetentionYears: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
/** The company-wide map settings. */
export type MapSettings = z.infer<typeof mapSettingsSchema>;
/** Answer of `GET`/`PUT /map/settings`. */
export const mapSettingsResponseSchema = z.object({ data: mapSettingsSchema });
