import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPagesResponse } from '@/common/schemas/pages.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAdminPages = (signal?: AbortSignal) =>
  api.get<TAdminPagesResponse>('/admin/pages', { signal });

export const getAdminPagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pages(), queryFn: ({ signal }) => getAdminPages(signal) });

export const useAdminPages = () => useQuery(getAdminPagesQueryOptions());
