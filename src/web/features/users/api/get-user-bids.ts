import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserBidsResponse } from '@/common/schemas/users.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getUserBids = (id: number, signal?: AbortSignal) =>
  api.get<TAdminUserBidsResponse>(`/admin/users/${id}/bids`, { signal });

export const getUserBidsQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.users.bids(id), queryFn: ({ signal }) => getUserBids(id, signal) });

export const useUserBids = (id: number) => useQuery(getUserBidsQueryOptions(id));
