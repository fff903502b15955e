import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/auctions/last-bidded — swap for the response schema's type once it exists.
export type TLastBiddedResponse = {
  data: {
    auctions: { id: number; title: string; status: string; lastBidOn: string | null; bidsCount: number }[];
  };
};

export const getLastBidded = (signal?: AbortSignal) =>
  api.get<TLastBiddedResponse>('/admin/auctions/last-bidded', { signal });

export const getLastBiddedQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats.lastBidded(), queryFn: ({ signal }) => getLastBidded(signal) });

export const useLastBidded = () => useQuery(getLastBiddedQueryOptions());
