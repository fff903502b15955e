import { queryOptions } from '@tanstack/react-query';
import type { TSearchResponse } from '@/common/schemas/search.ts';
import { getProvincesQueryOptions } from '@/web/features/auth/api/get-provinces.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';
import { publicPage } from '../public-page.ts';

/** The search the URL describes: its words, filters and page, and the query that fetches it. */
export const searchOf = (params: URLSearchParams) => {
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const filters = {
    type: params.get('tipo') ?? undefined,
    status: params.get('estado') ?? undefined,
    province: params.get('provincia') ?? undefined,
    minPrice: params.get('desde') ? Number(params.get('desde')) * 100 : undefined,
    maxPrice: params.get('hasta') ? Number(params.get('hasta')) * 100 : undefined,
    order: params.get('orden') ?? 'relevance',
  };
  const options = queryOptions({
    queryKey: queryKeys.search(q, filters, page),
    queryFn: ({ signal }) =>
      api.get<TSearchResponse>('/frontend/search', { query: { q, page, ...filters }, signal }),
    enabled: q.length >= 2,
  });
  return { q, page, filters, options };
};

/** `/buscar?q=…&tipo=…&estado=…&desde=…&hasta=…&orden=…&pagina=…`: everything in the URL, so a search can be shared. */
export const searchPage = publicPage({
  paths: ['/buscar', '/en/search'],
  module: 'app/routes/search.tsx',
  queries: ({ searchParams }) => {
    const { options } = searchOf(searchParams);
    return [getProvincesQueryOptions(), ...(options.enabled ? [options] : [])];
  },
});
