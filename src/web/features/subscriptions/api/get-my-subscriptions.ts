import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriptionsResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

export const getMySubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mine.subscriptions,
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

type TAuctionToBidIn = { id: number; caution: number | null };

/**
 * Whether the user may bid in an auction now: accepted, with the deposit paid where there is one. The
 * pages hand it to the bid form and the quick bids, which belong to the bids feature.
 */
export const useMayBidIn = () => {
  const user = useCurrentUser();
  const query = useQuery({ ...getMySubscriptionsQueryOptions(), enabled: user !== null });
  const subscriptions = query.data?.data.subscriptions ?? [];
  return (auction: TAuctionToBidIn) => {
    const subscription = subscriptions.find((item) => item.auctionId === auction.id);
    return subscription?.status === 'accepted' && (auction.caution === null || subscription.paid);
  };
};

/** `useMayBidIn` for one auction, false while it is not loaded. */
export const useMayBid = (auction: TAuctionToBidIn | undefined) => {
  const mayBidIn = useMayBidIn();
  return auction !== undefined && mayBidIn(auction);
};
