import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSubscriptionsResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getPendingSubscriptions = (signal?: AbortSignal) =>
  api.get<TAdminSubscriptionsResponse>('/admin/subscriptions/pending', { signal });

export const getPendingSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.subscriptions.pending(),
    queryFn: ({ signal }) => getPendingSubscriptions(signal),
  });

export const usePendingSubscriptions = ({ enabled = true } = {}) =>
  useQuery({ ...getPendingSubscriptionsQueryOptions(), enabled });
