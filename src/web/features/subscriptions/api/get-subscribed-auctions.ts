import { useQuery } from '@tanstack/react-query';
import type { TSubscribedAuctionsResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const useSubscribedAuctions = () =>
  useQuery({
    queryKey: queryKeys.mine.subscribedAuctions,
    queryFn: ({ signal }) =>
      api.get<TSubscribedAuctionsResponse>('/frontend/auth/auctions/subscribed', { signal }),
  });
