import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUser, TAdminUserFilter, TAdminUserOrder } from '@/common/schemas/admin-users.ts';
import type { TPageMetadata } from '@/common/schemas/api.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

export type TAdminUsersQuery = {
  page: number;
  limit?: number;
  filter?: TAdminUserFilter;
  order?: TAdminUserOrder;
};

// TODO(schema): GET /admin/users — swap for the response schema's type once it exists.
export type TAdminUsersResponse = { data: { users: TAdminUser[] }; metadata: TPageMetadata };

export const getAdminUsers = (query: TAdminUsersQuery, signal?: AbortSignal) =>
  api.get<TAdminUsersResponse>('/admin/users', { query, signal });

export const getAdminUsersQueryOptions = (query: TAdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: TAdminUsersQuery) => useQuery(getAdminUsersQueryOptions(query));
