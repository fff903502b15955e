import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageResponse } from '@/common/schemas/pages.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getPage = (slug: string, lang: 'es' | 'en', signal?: AbortSignal) =>
  api.get<TPageResponse>(`/frontend/pages/${slug}`, { query: { lang }, signal });

export const getPageQueryOptions = (slug: string, lang: 'es' | 'en') =>
  queryOptions({
    queryKey: queryKeys.page(slug, lang),
    queryFn: ({ signal }) => getPage(slug, lang, signal),
    staleTime: 5 * 60_000,
  });

export const usePage = (slug: string, lang: 'es' | 'en' = 'es') => useQuery(getPageQueryOptions(slug, lang));
