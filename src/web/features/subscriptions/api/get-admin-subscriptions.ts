import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSubscriptionsResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TAdminSubscriptionsQuery = {
  page: number;
  filter?: Record<string, unknown>;
  order?: { field: 'createdOn' | 'status'; direction: 'asc' | 'desc' };
};

export const getAdminSubscriptions = (query: TAdminSubscriptionsQuery, signal?: AbortSignal) =>
  api.get<TAdminSubscriptionsResponse>('/admin/subscriptions', { query, signal });

export const getAdminSubscriptionsQueryOptions = (query: TAdminSubscriptionsQuery) =>
  queryOptions({
    queryKey: adminKeys.subscriptions.list(query),
    queryFn: ({ signal }) => getAdminSubscriptions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminSubscriptions = (query: TAdminSubscriptionsQuery) =>
  useQuery(getAdminSubscriptionsQueryOptions(query));
