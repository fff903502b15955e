import { useMutation } from '@tanstack/react-query';
import type { TSubscribeRequest, TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const useSubscribe = (auctionId: number) =>
  useMutation({
    mutationFn: (request: TSubscribeRequest) =>
      api.post<TSubscriptionResponse>(`/frontend/auth/auctions/${auctionId}/subscribe`, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mine.subscriptions }),
  });
