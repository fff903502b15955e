import { useMutation } from '@tanstack/react-query';
import type { TPlaceBidRequest, TPlaceBidResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { getRunningBidsQueryOptions } from './get-running-bids.ts';

export const usePlaceBid = (lotId: number) =>
  useMutation({
    mutationFn: (bid: TPlaceBidRequest['bid']) =>
      api.post<TPlaceBidResponse>(`/frontend/auth/lots/${lotId}/bid`, { bid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getRunningBidsQueryOptions().queryKey }),
  });
