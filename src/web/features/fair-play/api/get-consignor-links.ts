import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsignorLinksResponse } from '@/common/schemas/fair-play.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getConsignorLinks = (userId: number, signal?: AbortSignal) =>
  api.get<TConsignorLinksResponse>(`/admin/users/${userId}/consignor-links`, { signal });

export const getConsignorLinksQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.users.consignorLinks(userId),
    queryFn: ({ signal }) => getConsignorLinks(userId, signal),
  });

export const useConsignorLinks = (userId: number) => useQuery(getConsignorLinksQueryOptions(userId));
