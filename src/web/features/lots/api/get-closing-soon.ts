import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export type TClosingLot = TLotSummary & { auctionTitle: string };

export const getClosingSoon = (limit: number, signal?: AbortSignal) =>
  api.get<{ data: { lots: TClosingLot[] } }>('/frontend/lots/closing-soon', { query: { limit }, signal });

export const getClosingSoonQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: queryKeys.lots.closingSoon(limit),
    queryFn: ({ signal }) => getClosingSoon(limit, signal),
  });

export const useClosingSoon = (limit = 8) => useQuery(getClosingSoonQueryOptions(limit));
