import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageMetadata } from '@/common/schemas/api.ts';
import type { TAdminBid } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/auctions/{id}/bids — ZAdminBidsResponseSchema exists but exports no type yet
// (and its page and limit are optional, which the pagination here relies on).
export type TAuctionBidsResponse = { data: { bids: TAdminBid[] }; metadata: TPageMetadata };

export const getAuctionBids = (auctionId: number, page: number, signal?: AbortSignal) =>
  api.get<TAuctionBidsResponse>(`/admin/auctions/${auctionId}/bids`, { query: { page }, signal });

export const getAuctionBidsQueryOptions = (auctionId: number, page: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.bids(auctionId, page),
    queryFn: ({ signal }) => getAuctionBids(auctionId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAuctionBids = (auctionId: number, page: number) =>
  useQuery(getAuctionBidsQueryOptions(auctionId, page));
