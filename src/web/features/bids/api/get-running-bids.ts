import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentBidsResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getRunningBidsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mine.runningBids,
    queryFn: ({ signal }) => api.get<TCurrentBidsResponse>('/frontend/auth/user/bids/current', { signal }),
  });

export const useRunningBids = (enabled = true) => useQuery({ ...getRunningBidsQueryOptions(), enabled });
