import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationPreferencesResponse } from '@/common/schemas/notifications.ts';
import { api } from '@/web/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const getNotificationPreferences = (signal?: AbortSignal) =>
  api.get<TNotificationPreferencesResponse>('/frontend/auth/notifications/preferences', { signal });

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(getNotificationPreferencesQueryOptions());
