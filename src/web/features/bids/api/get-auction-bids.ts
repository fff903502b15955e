import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBidFilter, TAdminBidOrder, TAdminBidsResponse } from '@/common/schemas/bids.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TAuctionBidsQuery = { page: number; filter?: TAdminBidFilter; order?: TAdminBidOrder };

export const getAuctionBids = (auctionId: number, query: TAuctionBidsQuery, signal?: AbortSignal) =>
  api.get<TAdminBidsResponse>(`/admin/auctions/${auctionId}/bids`, { query, signal });

export const getAuctionBidsQueryOptions = (auctionId: number, query: TAuctionBidsQuery) =>
  queryOptions({
    queryKey: adminKeys.auctions.bids(auctionId, query),
    queryFn: ({ signal }) => getAuctionBids(auctionId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuctionBids = (auctionId: number, query: TAuctionBidsQuery) =>
  useQuery(getAuctionBidsQueryOptions(auctionId, query));
