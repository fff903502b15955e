import { useMutation } from '@tanstack/react-query';
import type {
  TNotificationPreferencesResponse,
  TUpdateNotificationPreferencesRequest,
} from '@/common/schemas/notifications.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const updateNotificationPreferences = (body: TUpdateNotificationPreferencesRequest) =>
  api.put<TNotificationPreferencesResponse>('/frontend/auth/notifications/preferences', body);

/** Each switch saves at once; the answer (every kind) replaces what the page shows. */
export const useUpdateNotificationPreferences = () =>
  useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
