import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWatchlistResponse } from '@/common/schemas/watchlist.ts';
import { api } from '@/web/lib/api-client.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { watchlistKeys } from './watchlist-keys.ts';

export const getWatchlist = (signal?: AbortSignal) =>
  api.get<TWatchlistResponse>('/frontend/auth/watchlist', { signal });

export const getWatchlistQueryOptions = () =>
  queryOptions({
    queryKey: watchlistKeys.ids(),
    queryFn: ({ signal }) => getWatchlist(signal),
    staleTime: 60_000,
  });

/** What the logged-in user follows, read once for every heart on the page; nothing for a visitor. */
export const useWatchlist = () => {
  const user = useCurrentUser();
  return useQuery({ ...getWatchlistQueryOptions(), enabled: user !== null });
};
