import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify';

/**
 * The 409 handling of a record page: `handleError` shows the reload banner on a conflict and a
 * toast for anything else; `reload` refetches the record and hides the banner.
 */
export function useConflict(refetch: () => Promise<unknown>) {
  const [conflict, setConflict] = useState(false);
  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const reload = async () => {
    await refetch();
    setConflict(false);
  };
  return { conflict, setConflict, handleError, reload };
}
