import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBidRange, TConfigDataResponse } from '@/common/schemas/config-data.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getBidRanges = async (signal?: AbortSignal) => {
  const response = await api.get<TConfigDataResponse>('/frontend/config-data/bidRanges', { signal });
  return JSON.parse(response.data.configData.dataValue) as TBidRange[];
};

export const getBidRangesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.configData('bidRanges'),
    queryFn: ({ signal }) => getBidRanges(signal),
    staleTime: 10 * 60_000,
  });

export const useBidRanges = () => useQuery(getBidRangesQueryOptions());
