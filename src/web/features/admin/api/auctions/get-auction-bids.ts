import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBidsResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

export const getAuctionBids = (auctionId: number, page: number, signal?: AbortSignal) =>
  api.get<TAdminBidsResponse>(`/admin/auctions/${auctionId}/bids`, { query: { page }, signal });

export const getAuctionBidsQueryOptions = (auctionId: number, page: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.bids(auctionId, page),
    queryFn: ({ signal }) => getAuctionBids(auctionId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAuctionBids = (auctionId: number, page: number) =>
  useQuery(getAuctionBidsQueryOptions(auctionId, page));
