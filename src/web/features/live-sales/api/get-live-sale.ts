import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLiveSaleResponse, TLiveSaleState } from '@/common/schemas/live-sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { serverNow } from '@/web/lib/clock.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { liveSaleKeys } from './live-sale-keys.ts';

export const getLiveSale = (auctionId: number, signal?: AbortSignal) =>
  api.get<TLiveSaleResponse>(`/frontend/auctions/${auctionId}/live-sale`, { signal });

/** Keyed by the viewer too: their own place (`me`) is part of the answer, read again when they log in. */
export const getLiveSaleQueryOptions = (auctionId: number, viewerId: number | null = null) =>
  queryOptions({
    queryKey: [...liveSaleKeys.sale(auctionId), viewerId ?? 'anonymous'],
    queryFn: ({ signal }) => getLiveSale(auctionId, signal),
  });

export const useLiveSale = (auctionId: number) =>
  useQuery(getLiveSaleQueryOptions(auctionId, useCurrentUser()?.id ?? null));

const cachedSales = (auctionId: number) =>
  queryClient.getQueriesData<TLiveSaleResponse>({ queryKey: liveSaleKeys.sale(auctionId) });

/**
 * A `live-sale` event carries the whole public state: it replaces the cached one when newer. The viewer's
 * own place is read again when the lot changes (their number on the new lot is not in the event).
 */
export const applyLiveSaleEvent = (state: TLiveSaleState) => {
  const key = liveSaleKeys.sale(state.auctionId);
  const lotChanged = cachedSales(state.auctionId).some(
    ([, cached]) => cached?.data.me && cached.data.lot?.id !== state.lot?.id,
  );
  queryClient.setQueriesData<TLiveSaleResponse>({ queryKey: key }, (cached) =>
    cached && cached.data.version <= state.version
      ? { ...cached, data: { ...cached.data, ...state } }
      : cached,
  );
  if (lotChanged) void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: liveSaleKeys.console(state.auctionId) });
};

/** An online bid on the lot being called: its price, leader and asking price, applied at once. */
export const applyLiveBidEvent = (
  auctionId: number,
  event: { lotId: number; amount: number; bidder: string; bidsCount: number; minimumBid: number },
) => {
  const receivedAt = new Date(serverNow()).toISOString();
  queryClient.setQueriesData<TLiveSaleResponse>({ queryKey: liveSaleKeys.sale(auctionId) }, (cached) => {
    if (!cached || cached.data.lot?.id !== event.lotId) return cached;
    const leaderNumber = Number(event.bidder.replace(/\D/g, '')) || null;
    return {
      ...cached,
      data: {
        ...cached.data,
        maxBid: event.amount,
        leaderNumber,
        leaderInRoom: false,
        bidsCount: event.bidsCount,
        askingPrice: event.minimumBid,
        lastOnlineBidAt: receivedAt,
      },
    };
  });
  void queryClient.invalidateQueries({ queryKey: liveSaleKeys.console(auctionId) });
};
