import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `GET /notifications/preferences`: in-app and e-mail per kind. */
export async function getPreferences(signal?: AbortSignal) {
  return (
    await api.get('/notifications/preferences', { signal, schema: notificationPreferencesResponseSchema })
  ).data;
}

export const preferencesQuery = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

/** The signed-in user's notification preferences. */
export const usePreferences = () => useQuery(preferencesQuery());
