import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuctionFilter, TAuctionListResponse, TAuctionOrder } from '@/common/schemas/auctions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export type TPublishedAuctionsQuery = {
  page: number;
  limit?: number;
  filter?: TAuctionFilter;
  order?: TAuctionOrder;
};

export const getPublishedAuctions = (query: TPublishedAuctionsQuery, signal?: AbortSignal) =>
  api.get<TAuctionListResponse>('/frontend/auctions/published', { query, signal });

export const getPublishedAuctionsQueryOptions = (query: TPublishedAuctionsQuery) =>
  queryOptions({
    queryKey: queryKeys.auctions.published(query),
    queryFn: ({ signal }) => getPublishedAuctions(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePublishedAuctions = (query: TPublishedAuctionsQuery) =>
  useQuery(getPublishedAuctionsQueryOptions(query));
