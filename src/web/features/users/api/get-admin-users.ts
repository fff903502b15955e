import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserFilter, TAdminUserOrder, TAdminUsersResponse } from '@/common/schemas/users.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TAdminUsersQuery = {
  page: number;
  limit?: number;
  filter?: TAdminUserFilter;
  order?: TAdminUserOrder;
};

export const getAdminUsers = (query: TAdminUsersQuery, signal?: AbortSignal) =>
  api.get<TAdminUsersResponse>('/admin/users', { query, signal });

export const getAdminUsersQueryOptions = (query: TAdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: TAdminUsersQuery) => useQuery(getAdminUsersQueryOptions(query));
