import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserSubscriptionsResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getUserSubscriptions = (id: number, signal?: AbortSignal) =>
  api.get<TAdminUserSubscriptionsResponse>(`/admin/users/${id}/subscriptions`, { signal });

export const getUserSubscriptionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.users.subscriptions(id),
    queryFn: ({ signal }) => getUserSubscriptions(id, signal),
  });

export const useUserSubscriptions = (id: number) => useQuery(getUserSubscriptionsQueryOptions(id));
