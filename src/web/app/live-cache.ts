import type { TAuctionDetailResponse, TLotDetailResponse } from '@/common/schemas/auctions.ts';
import type {
  TCurrentBidsResponse,
  TLiveBidEvent,
  TLiveLotClosedEvent,
  TLiveLotReopenedEvent,
  TLiveLotUpdatedEvent,
} from '@/common/schemas/bids.ts';
import type { TLiveSaleState } from '@/common/schemas/live-sales.ts';
import { getRunningBidsQueryOptions } from '@/web/features/bids/api/get-running-bids.ts';
import { announce } from '@/web/features/bids/components/live-notices.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatTime } from '@/web/lib/format.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';
import { recordExtension } from '@/web/lib/soft-close.ts';

/**
 * Applies live events to the cached auction and lot, so every open page shows the new price, leader,
 * bid count and end at once, and tells the user when someone outbids them.
 */
/**
 * My pseudonym on a lot ("Pujador 3"), from my running bids: live events name bidders by pseudonym only, so
 * this is how the page knows the new leader is, or is no longer, me.
 */
const myBidderOn = (lotId: number) =>
  queryClient
    .getQueryData<TCurrentBidsResponse>(getRunningBidsQueryOptions().queryKey)
    ?.data.lots.find((lot) => lot.id === lotId)?.myBidder ?? null;

export const applyBidEvent = (auctionId: number, event: TLiveBidEvent) => {
  const mine = myBidderOn(event.lotId);
  const patch = {
    maxBid: event.amount,
    leader: event.bidder,
    bidsCount: event.bidsCount,
    minimumBid: event.minimumBid,
    endDate: event.endDate,
  };
  let previousLeader: string | null | undefined;
  let previousEnd: string | undefined;
  let title = '';
  queryClient.setQueryData<TLotDetailResponse>(queryKeys.lots.detail(event.lotId), (old) => {
    if (!old) return old;
    previousLeader = old.data.lot.leader;
    previousEnd = old.data.lot.endDate;
    title = old.data.lot.title;
    return { ...old, data: { ...old.data, lot: { ...old.data.lot, ...patch } } };
  });
  queryClient.setQueryData<TAuctionDetailResponse>(queryKeys.auctions.detail(auctionId), (old) => {
    if (!old) return old;
    const lot = old.data.lots.find((item) => item.id === event.lotId);
    if (lot && !title) {
      previousLeader = lot.leader;
      title = lot.title;
    }
    if (lot && previousEnd === undefined) previousEnd = lot.endDate;
    return {
      ...old,
      data: {
        ...old.data,
        lots: old.data.lots.map((item) => (item.id === event.lotId ? { ...item, ...patch } : item)),
      },
    };
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.lots.bids(event.lotId) });
  if (mine !== null && previousLeader === mine && event.bidder !== mine) {
    announce(messages.bidding.outbidNotice(title));
    void queryClient.invalidateQueries({ queryKey: getRunningBidsQueryOptions().queryKey });
  }
  // Soft close (docs/product.md#soft-close): a countdown that jumps forward says why, beside it on every card and page
  // showing the lot, and out loud to whoever is on this lot's page.
  const extended = previousEnd !== undefined && Date.parse(event.endDate) > Date.parse(previousEnd);
  if (extended) recordExtension(event.lotId, event.endDate);
  const onLotPage =
    (queryClient
      .getQueryCache()
      .find({ queryKey: queryKeys.lots.detail(event.lotId) })
      ?.getObserversCount() ?? 0) > 0;
  if (onLotPage && extended) announce(messages.bidding.extendedNotice(title, formatTime(event.endDate)));
};

export const applyLotClosedEvent = (auctionId: number, event: TLiveLotClosedEvent) => {
  const patch = { status: 'closed' as const, sold: event.sold, maxBid: event.maxBid };
  queryClient.setQueryData<TLotDetailResponse>(queryKeys.lots.detail(event.lotId), (old) =>
    old ? { ...old, data: { ...old.data, lot: { ...old.data.lot, ...patch } } } : old,
  );
  queryClient.setQueryData<TAuctionDetailResponse>(queryKeys.auctions.detail(auctionId), (old) =>
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

/**
 * A live sale's console action: the auction's lot cards say which lot is called now, and none once the sale
 * is over (its lots then show their result, or their countdown when offered again by the clock).
 */
export const applyLiveSaleToLots = (state: TLiveSaleState) =>
  queryClient.setQueryData<TAuctionDetailResponse>(queryKeys.auctions.detail(state.auctionId), (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            lots: old.data.lots.map((lot) => ({
              ...lot,
              live:
                state.status === 'finished'
                  ? null
                  : { status: state.status, startsAt: state.startsAt, current: state.lot?.id === lot.id },
            })),
          },
        }
      : old,
  );

/** A knock-down undone at a live sale: the lot is open again, neither sold nor waiting, at its state. */
export const applyLotReopenedEvent = (auctionId: number, event: TLiveLotReopenedEvent) =>
  applyLotUpdatedEvent(auctionId, event, { status: 'open', sold: false, provisional: false });

export const applyLotUpdatedEvent = (
  auctionId: number,
  event: TLiveLotUpdatedEvent,
  state: { status?: 'open'; sold?: false; provisional?: false } = {},
) => {
  const patch = {
    ...state,
    maxBid: event.maxBid,
    leader: event.leader,
    bidsCount: event.bidsCount,
    minimumBid: event.minimumBid,
    endDate: event.endDate,
  };
  queryClient.setQueryData<TLotDetailResponse>(queryKeys.lots.detail(event.lotId), (old) =>
    old ? { ...old, data: { ...old.data, lot: { ...old.data.lot, ...patch } } } : old,
  );
  queryClient.setQueryData<TAuctionDetailResponse>(queryKeys.auctions.detail(auctionId), (old) =>
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
  void queryClient.invalidateQueries({ queryKey: queryKeys.lots.bids(event.lotId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.mine.runningBids });
};
