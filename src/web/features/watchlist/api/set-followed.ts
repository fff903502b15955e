import { useMutation } from '@tanstack/react-query';
import type { TFollowResponse, TWatchlistResponse } from '@/common/schemas/watchlist.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { watchlistKeys } from './watchlist-keys.ts';

export type TFollowTarget = { kind: 'lot' | 'auction'; id: number };

const idsField = { lot: 'lotIds', auction: 'auctionIds' } as const;

/** PUT follows, DELETE stops following; both are idempotent on the server. */
export const setFollowed = ({ kind, id }: TFollowTarget, following: boolean) => {
  const url = `/frontend/auth/watchlist/${kind === 'lot' ? 'lots' : 'auctions'}/${id}`;
  return following ? api.put<TFollowResponse>(url) : api.delete<TFollowResponse>(url);
};

/**
 * The heart changes at once (optimistically) and goes back if the server refuses; then every list of
 * followed things is read again.
 */
export const useSetFollowed = (target: TFollowTarget) =>
  useMutation({
    mutationFn: (following: boolean) => setFollowed(target, following),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: watchlistKeys.ids() });
      const before = queryClient.getQueryData<TWatchlistResponse>(watchlistKeys.ids());
      if (before) {
        const field = idsField[target.kind];
        const others = before.data[field].filter((id) => id !== target.id);
        queryClient.setQueryData<TWatchlistResponse>(watchlistKeys.ids(), {
          data: { ...before.data, [field]: following ? [...others, target.id] : others },
        });
      }
      return { before };
    },
    onError: (_error, _following, context) => {
      if (context?.before) queryClient.setQueryData(watchlistKeys.ids(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
