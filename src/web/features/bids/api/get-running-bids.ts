import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentBidsResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';

export const getRunningBidsQueryOptions = () =>
  queryOptions({
    queryKey: ['running-bids'],
    queryFn: ({ signal }) => api.get<TCurrentBidsResponse>('/frontend/auth/user/bids/current', { signal }),
  });

export const useRunningBids = (enabled = true) => useQuery({ ...getRunningBidsQueryOptions(), enabled });
