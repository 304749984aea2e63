import { isTileUrlTemplate, type MapSettings } from '@keel/domain';

/**
 * The tile server of a company that has one (docs/map-web.md "Tiles"). Keel works with no tile
 * server: the offline Natural Earth basemap is drawn when no template is set. The template in force is
 * the company-wide one an administrator sets (`GET /map/settings`), else the user's own setting on this
 * device (the map's "Map settings" dialog, stored in local storage), else the build's
 * `VITE_MAP_TILE_URL`, else none. `{z}/{x}/{y}` (and `{s}`, `{r}`) as Leaflet reads them.
 */
export const TILE_URL_KEY = 'keel.map.tileUrl';
export const TILE_ATTRIBUTION_KEY = 'keel.map.tileAttribution';

/** A template Leaflet can use: http(s), with {z}, {x} and {y} (the domain's rule). */
export const isTileTemplate = isTileUrlTemplate;

/** Where the template in force comes from. */
export type TileSource = 'company' | 'device' | 'build' | 'none';

/** This device's template ('' = offline basemap) and where it comes from (local storage, else the build). */
export function readDeviceTiles(): { url: string; attribution: string; source: TileSource } {
  let stored: string | null = null;
  let attribution = '';
  try {
    stored = localStorage.getItem(TILE_URL_KEY);
    attribution = localStorage.getItem(TILE_ATTRIBUTION_KEY) ?? '';
  } catch {
    stored = null;
  }
  if (stored !== null)
    return isTileTemplate(stored)
      ? { url: stored, attribution, source: 'device' }
      : { url: '', attribution: '', source: stored === '' ? 'device' : 'none' };
  const built = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? '';
  return isTileTemplate(built)
    ? { url: built, attribution: '', source: 'build' }
    : { url: '', attribution: '', source: 'none' };
}

/** The tiles in force: the company's template over this device's. */
export function resolveTiles(
  company: MapSettings | undefined,
  device: { url: string; attribution: string; source: TileSource },
): { url: string; attribution: string; source: TileSource } {
  if (company?.tileUrlTemplate && isTileTemplate(company.tileUrlTemplate))
    return { url: company.tileUrlTemplate, attribution: company.tileAttribution, source: 'company' };
  return device;
}

/** Saves the user's template ('' = use the offline basemap even if the build names a server). */
export function saveTileSettings(url: string, attribution: string): void {
  localStorage.setItem(TILE_URL_KEY, url.trim());
  localStorage.setItem(TILE_ATTRIBUTION_KEY, attribution.trim());
}

/** Forgets the user's setting: the build's template (if any) applies again. */
export function resetTileSettings(): void {
  localStorage.removeItem(TILE_URL_KEY);
  localStorage.removeItem(TILE_ATTRIBUTION_KEY);
}
