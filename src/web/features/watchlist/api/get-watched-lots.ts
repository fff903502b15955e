import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWatchedLotsResponse } from '@/common/schemas/watchlist.ts';
import { api } from '@/web/lib/api-client.ts';
import { watchlistKeys } from './watchlist-keys.ts';

export const getWatchedLots = (signal?: AbortSignal) =>
  api.get<TWatchedLotsResponse>('/frontend/auth/watchlist/lots', { signal });

export const getWatchedLotsQueryOptions = () =>
  queryOptions({ queryKey: watchlistKeys.lots(), queryFn: ({ signal }) => getWatchedLots(signal) });

export const useWatchedLots = () => useQuery(getWatchedLotsQueryOptions());
