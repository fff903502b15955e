import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminAuctionResponse } from '@/common/schemas/auctions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAdminAuction = (id: number, signal?: AbortSignal) =>
  api.get<TAdminAuctionResponse>(`/admin/auctions/${id}`, { signal });

export const getAdminAuctionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.detail(id),
    queryFn: ({ signal }) => getAdminAuction(id, signal),
  });

/** `null` while creating a new auction: nothing to load yet. */
export const useAdminAuction = (id: number | null) =>
  useQuery({ ...getAdminAuctionQueryOptions(id ?? 0), enabled: id !== null });
