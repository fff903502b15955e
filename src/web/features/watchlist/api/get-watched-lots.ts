import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWatchedLotsResponse } from '@/common/schemas/watchlist.ts';
import { api } from '@/web/lib/api-client.ts';
import { watchlistKeys } from './watchlist-keys.ts';

export const getWatchedLots = (signal?: AbortSignal) =>
  api.get<TWatchedLotsResponse>('/frontend/auth/watchlist/lots', { signal });

export const getWatchedLotsQueryOptions = () =>
  queryOptions({ queryKey: watchlistKeys.lots(), queryFn: ({ signal }) => getWatchedLots(signal) });

/**
 * Followed lots span many auctions, each with its own live stream: the list reads its prices again every
 * 15 seconds while it is on screen instead of opening one stream per auction.
 */
export const useWatchedLots = () => useQuery({ ...getWatchedLotsQueryOptions(), refetchInterval: 15_000 });
