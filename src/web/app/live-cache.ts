import type { TLiveBidEvent, TLiveLotClosedEvent, TLiveLotUpdatedEvent } from '@/common/schemas/bids.ts';
import type { TAuctionDetailResponse, TLotDetailResponse } from '@/common/schemas/catalogue.ts';
import { announce } from '@/web/features/bidding/components/live-notices.tsx';
import { es } from '@/web/i18n/es.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { getCurrentUser } from '@/web/lib/session.ts';

/**
 * Applies live events to the cached auction and lot, so every open page shows the new price, leader,
 * bid count and end at once, and tells the user when someone outbids them.
 */
export const applyBidEvent = (auctionId: number, event: TLiveBidEvent) => {
  const me = getCurrentUser()?.id;
  const patch = {
    maxBid: event.amount,
    maxBidderId: event.leaderId,
    bidsCount: event.bidsCount,
    minimumBid: event.minimumBid,
    endDate: event.endDate,
  };
  let wasLeading = false;
  let title = '';
  queryClient.setQueryData<TLotDetailResponse>(['lots', event.lotId], (old) => {
    if (!old) return old;
    wasLeading = old.data.lot.maxBidderId === me;
    title = old.data.lot.title;
    return { ...old, data: { ...old.data, lot: { ...old.data.lot, ...patch } } };
  });
  queryClient.setQueryData<TAuctionDetailResponse>(['auctions', auctionId], (old) => {
    if (!old) return old;
    const lot = old.data.lots.find((item) => item.id === event.lotId);
    if (lot && !title) {
      wasLeading = lot.maxBidderId === me;
      title = lot.title;
    }
    return {
      ...old,
      data: {
        ...old.data,
        lots: old.data.lots.map((item) => (item.id === event.lotId ? { ...item, ...patch } : item)),
      },
    };
  });
  void queryClient.invalidateQueries({ queryKey: ['lots', event.lotId, 'bids'] });
  if (me !== undefined && wasLeading && event.leaderId !== me) {
    announce(es.bidding.outbidNotice(title));
    void queryClient.invalidateQueries({ queryKey: ['running-bids'] });
  }
};

export const applyLotClosedEvent = (auctionId: number, event: TLiveLotClosedEvent) => {
  const patch = { status: 'closed' as const, sold: event.sold, maxBid: event.maxBid };
  queryClient.setQueryData<TLotDetailResponse>(['lots', event.lotId], (old) =>
    old ? { ...old, data: { ...old.data, lot: { ...old.data.lot, ...patch } } } : old,
  );
  queryClient.setQueryData<TAuctionDetailResponse>(['auctions', auctionId], (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            lots: old.data.lots.map((item) => (item.id === event.lotId ? { ...item, ...patch } : item)),
          },
        }
      : old,
  );
};

export const applyLotUpdatedEvent = (auctionId: number, event: TLiveLotUpdatedEvent) => {
  const patch = {
    maxBid: event.maxBid,
    maxBidderId: event.leaderId,
    bidsCount: event.bidsCount,
    minimumBid: event.minimumBid,
    endDate: event.endDate,
  };
  queryClient.setQueryData<TLotDetailResponse>(['lots', event.lotId], (old) =>
    old ? { ...old, data: { ...old.data, lot: { ...old.data.lot, ...patch } } } : old,
  );
  queryClient.setQueryData<TAuctionDetailResponse>(['auctions', auctionId], (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            lots: old.data.lots.map((item) => (item.id === event.lotId ? { ...item, ...patch } : item)),
          },
        }
      : old,
  );
  void queryClient.invalidateQueries({ queryKey: ['lots', event.lotId, 'bids'] });
  void queryClient.invalidateQueries({ queryKey: ['running-bids'] });
};
