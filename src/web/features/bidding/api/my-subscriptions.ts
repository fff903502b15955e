import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TSubscribedAuctionsResponse,
  TSubscribeRequest,
  TSubscriptionResponse,
  TSubscriptionsResponse,
} from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

export const getMySubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions'],
    queryFn: ({ signal }) => api.get<TSubscriptionsResponse>('/frontend/auth/user/subscriptions', { signal }),
  });

/** The user's subscription to one auction, or null; nothing is asked for while logged out. */
export const useMySubscription = (auctionId: number) => {
  const user = useCurrentUser();
  const query = useQuery({ ...getMySubscriptionsQueryOptions(), enabled: user !== null });
  return {
    ...query,
    subscription: query.data?.data.subscriptions.find((item) => item.auctionId === auctionId) ?? null,
  };
};

export const useSubscribedAuctions = () =>
  useQuery({
    queryKey: ['subscriptions', 'auctions'],
    queryFn: ({ signal }) =>
      api.get<TSubscribedAuctionsResponse>('/frontend/auth/auctions/subscribed', { signal }),
  });

export const useSubscribe = (auctionId: number) =>
  useMutation({
    mutationFn: (request: TSubscribeRequest) =>
      api.post<TSubscriptionResponse>(`/frontend/auth/auctions/${auctionId}/subscribe`, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
