import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminConfigDataListResponse } from '@/common/schemas/config-data.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAdminConfig = (signal?: AbortSignal) =>
  api.get<TAdminConfigDataListResponse>('/admin/config-data', { signal });

export const getAdminConfigQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.config(), queryFn: ({ signal }) => getAdminConfig(signal) });

export const useAdminConfig = () => useQuery(getAdminConfigQueryOptions());
