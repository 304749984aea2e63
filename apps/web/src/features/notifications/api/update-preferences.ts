import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesResponseSchema, type UpdateNotificationPreferences } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `PUT /notifications/preferences`: changes the given kinds. */
export async function updatePreferences(body: UpdateNotificationPreferences) {
  return (
    await api.put('/notifications/preferences', body, { schema: notificationPreferencesResponseSchema })
  ).data;
}

/** Saves preferences and keeps the cache in step. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (answer) => client.setQueryData(notificationKeys.preferences(), answer),
  });
}
