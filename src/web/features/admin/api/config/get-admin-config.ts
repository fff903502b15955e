import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/config-data — swap for the response schema's type once it exists.
export type TConfigEntry = { dataKey: string; dataValue: string; isPublic: boolean; updatedOn: string };
export type TAdminConfigResponse = { data: { configData: TConfigEntry[] } };

export const getAdminConfig = (signal?: AbortSignal) =>
  api.get<TAdminConfigResponse>('/admin/config-data', { signal });

export const getAdminConfigQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.config(), queryFn: ({ signal }) => getAdminConfig(signal) });

export const useAdminConfig = () => useQuery(getAdminConfigQueryOptions());
