import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import {
  liveEventSchemas,
  type TLiveBidEvent,
  type TLiveEventType,
  type TLiveLotClosedEvent,
  type TLiveLotReopenedEvent,
  type TLiveLotUpdatedEvent,
} from '@/common/schemas/bids.ts';
import type { TLiveSaleState } from '@/common/schemas/live-sales.ts';

export type TLiveHandlers = {
  onBid?: (event: TLiveBidEvent) => void;
  onLotClosed?: (event: TLiveLotClosedEvent) => void;
  onLotUpdated?: (event: TLiveLotUpdatedEvent) => void;
  /** A live sale's undo opened a lot closed at the hammer again (docs/live-sales.md). */
  onLotReopened?: (event: TLiveLotReopenedEvent) => void;
  /** A live sale's console action: the sale's whole public state (docs/live-sales.md). */
  onLiveSale?: (event: TLiveSaleState) => void;
};

const apiBase = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/**
 * The last event this tab has received of each auction. Every cached answer of that auction already has
 * it applied (live-cache.ts), so a page opened later from cached data starts after it: replaying older
 * events would flash old prices and tell a leading bidder they had been outbid.
 */
const lastReceived = new Map<number, number>();

/** Where a new stream starts: after `since` and after whatever this tab has already received. */
const startAfter = (auctionId: number, since: number | undefined) => {
  const received = lastReceived.get(auctionId);
  if (since === undefined) return received;
  return received === undefined ? since : Math.max(since, received);
};

/**
 * One Server-Sent Events stream per auction page (docs/product.md#live-updates). It starts after `since`, the last live event
 * before the page's data was read (the answer's `metadata.liveEventId`), so a bid placed between reading
 * the data and opening the stream is replayed rather than lost. The browser reconnects by itself and
 * sends Last-Event-ID, so the server replays whatever was missed while the connection was down.
 */
export const useAuctionLive = (auctionId: number | null, handlers: TLiveHandlers, since?: number) => {
  const latest = useRef(handlers);
  latest.current = handlers;
  const sinceAtOpen = useRef(since);
  sinceAtOpen.current = since;
  useEffect(() => {
    if (auctionId === null || typeof EventSource === 'undefined') return;
    const from = startAfter(auctionId, sinceAtOpen.current);
    const query = from === undefined ? '' : `?lastEventId=${from}`;
    const source = new EventSource(`${apiBase}/frontend/auctions/${auctionId}/live${query}`, {
      withCredentials: true,
    });
    const on = <K extends TLiveEventType>(
      type: K,
      handle: (event: z.infer<(typeof liveEventSchemas)[K]>) => void,
    ) =>
      source.addEventListener(type, (message) => {
        const { data, lastEventId } = message as MessageEvent<string>;
        lastReceived.set(auctionId, Math.max(Number(lastEventId), lastReceived.get(auctionId) ?? 0));
        // Parsed with the schema it was written with; a payload of another shape is not applied half-read.
        const parsed = liveEventSchemas[type].safeParse(JSON.parse(data));
        if (parsed.success) handle(parsed.data as z.infer<(typeof liveEventSchemas)[K]>);
      });
    on('bid', (event) => latest.current.onBid?.(event));
    on('lot-updated', (event) => latest.current.onLotUpdated?.(event));
    on('lot-closed', (event) => latest.current.onLotClosed?.(event));
    on('lot-reopened', (event) => latest.current.onLotReopened?.(event));
    on('live-sale', (event) => latest.current.onLiveSale?.(event));
    return () => source.close();
  }, [auctionId]);
};
