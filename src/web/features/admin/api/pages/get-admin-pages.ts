import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/pages — swap for the response schema's type once it exists.
export type TPageRow = { slug: string; lang: 'es' | 'en'; title: string; body: string; updatedOn: string };
export type TAdminPagesResponse = { data: { pages: TPageRow[] } };

export const getAdminPages = (signal?: AbortSignal) =>
  api.get<TAdminPagesResponse>('/admin/pages', { signal });

export const getAdminPagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pages(), queryFn: ({ signal }) => getAdminPages(signal) });

export const useAdminPages = () => useQuery(getAdminPagesQueryOptions());
