import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TCurrentBidsResponse, TPlaceBidRequest, TPlaceBidResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';

export const getRunningBidsQueryOptions = () =>
  queryOptions({
    queryKey: ['running-bids'],
    queryFn: ({ signal }) => api.get<TCurrentBidsResponse>('/frontend/auth/user/bids/current', { signal }),
  });

export const useRunningBids = (enabled = true) => useQuery({ ...getRunningBidsQueryOptions(), enabled });

export const usePlaceBid = (lotId: number) =>
  useMutation({
    mutationFn: (bid: TPlaceBidRequest['bid']) =>
      api.post<TPlaceBidResponse>(`/frontend/auth/lots/${lotId}/bid`, { bid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['running-bids'] }),
  });
