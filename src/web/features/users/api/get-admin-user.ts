import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserResponse } from '@/common/schemas/users.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAdminUser = (id: number, signal?: AbortSignal) =>
  api.get<TAdminUserResponse>(`/admin/users/${id}`, { signal });

export const getAdminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.users.detail(id), queryFn: ({ signal }) => getAdminUser(id, signal) });

export const useAdminUser = (id: number) => useQuery(getAdminUserQueryOptions(id));
