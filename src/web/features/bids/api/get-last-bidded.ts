import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLastBiddedAuctionsResponse } from '@/common/schemas/bids.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getLastBidded = (signal?: AbortSignal) =>
  api.get<TLastBiddedAuctionsResponse>('/admin/auctions/last-bidded', { signal });

export const getLastBiddedQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats.lastBidded(), queryFn: ({ signal }) => getLastBidded(signal) });

export const useLastBidded = ({ enabled = true } = {}) =>
  useQuery({ ...getLastBiddedQueryOptions(), enabled });
