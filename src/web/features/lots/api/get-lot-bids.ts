import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLotBidsResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';
import { getCurrentUser, useCurrentUser } from '@/web/lib/session.ts';

export const getLotBids = (lotId: number, signal?: AbortSignal) =>
  api.get<TLotBidsResponse>(`/frontend/lots/${lotId}/bids`, { signal });

/**
 * The viewer is part of the key: a logged-in bidder's history shows their own bids as "Tú", so their
 * answer is theirs alone, while the server-rendered page carries what any visitor sees.
 */
export const getLotBidsQueryOptions = (lotId: number, viewerId = getCurrentUser()?.id ?? null) =>
  queryOptions({
    queryKey: queryKeys.lots.bidsSeenBy(lotId, viewerId ?? 'visitor'),
    queryFn: ({ signal }) => getLotBids(lotId, signal),
  });

/** The lot's history for whoever is looking; the visitor's view stays on screen while theirs loads. */
export const useLotBids = (lotId: number) => {
  const viewerId = useCurrentUser()?.id ?? null;
  return useQuery({ ...getLotBidsQueryOptions(lotId, viewerId), placeholderData: keepPreviousData });
};
