/**
 * Loads the schemas of the start-up path (lib/auth-schemas.ts) on first use, so that zod is not
 * part of the first load. Call it as early as the answer's request (in parallel), await it after.
 */
export const loadAuthSchemas = () => import('./auth-schemas');
