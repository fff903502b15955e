import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUser } from '@/common/schemas/admin-users.ts';
import type { TAuditEntry } from '@/common/schemas/audit.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/users/{id} — swap for the response schema's type once it exists.
export type TAdminUserResponse = { data: { user: TAdminUser; audit: TAuditEntry[] } };

export const getAdminUser = (id: number, signal?: AbortSignal) =>
  api.get<TAdminUserResponse>(`/admin/users/${id}`, { signal });

export const getAdminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.users.detail(id), queryFn: ({ signal }) => getAdminUser(id, signal) });

export const useAdminUser = (id: number) => useQuery(getAdminUserQueryOptions(id));
