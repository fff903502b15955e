import { useQuery } from '@tanstack/react-query';
import type { TSubscribedAuctionsResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';

export const useSubscribedAuctions = () =>
  useQuery({
    queryKey: ['subscriptions', 'auctions'],
    queryFn: ({ signal }) =>
      api.get<TSubscribedAuctionsResponse>('/frontend/auth/auctions/subscribed', { signal }),
  });
