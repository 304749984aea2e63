import { ApiError } from '../../../lib/api-error';

/** True for the 409 of a stale `version` (someone changed the record meanwhile) or a refused transition. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
