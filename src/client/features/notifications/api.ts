// The notification preferences (GET/PUT /api/notifications/preferences), shaped by the shared schema.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesBody } from '../../../shared/schemas/notifications.js';
import { apiJson } from '../../lib/api.js';

const NOTIFICATION_PREFERENCES_KEY = ['/api/notifications/preferences'] as const;

export function useNotificationPreferences() {
  return useQuery<NotificationPreferencesBody>({ queryKey: NOTIFICATION_PREFERENCES_KEY });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      apiJson<NotificationPreferencesBody>('PUT', '/api/notifications/preferences', body),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}
