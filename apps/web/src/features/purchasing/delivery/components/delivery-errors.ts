import { ApiError } from '../../../../lib/api-error';
import { notifyError } from '../../../../lib/notify';

/** True for the 409 of a stale version (another refusal is a 409 too, with its own message). */
export const isStale = (error: unknown) =>
  error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message);

/**
 * What a delivery dialog does with a failed save: a stale version closes it and shows the conflict
 * banner; a 400 puts the messages under the fields; anything else is a toast.
 */
export function onDialogError(
  error: unknown,
  options: { applyServerError: (error: unknown) => boolean; close: () => void; onConflict: () => void },
) {
  if (isStale(error)) {
    options.close();
    options.onConflict();
  } else if (!options.applyServerError(error)) notifyError(error);
}
