import { useEffect, useRef } from 'react';
import type { TLiveBidEvent, TLiveLotClosedEvent, TLiveLotUpdatedEvent } from '@/common/schemas/bids.ts';

export type TLiveHandlers = {
  onBid?: (event: TLiveBidEvent) => void;
  onLotClosed?: (event: TLiveLotClosedEvent) => void;
  onLotUpdated?: (event: TLiveLotUpdatedEvent) => void;
};

const apiBase = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/**
 * One Server-Sent Events stream per auction page (DESIGN §6). It starts after `since`, the last live event
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
    const from = sinceAtOpen.current === undefined ? '' : `?lastEventId=${sinceAtOpen.current}`;
    const source = new EventSource(`${apiBase}/frontend/auctions/${auctionId}/live${from}`, {
      withCredentials: true,
    });
    source.addEventListener('bid', (message) =>
      latest.current.onBid?.(JSON.parse((message as MessageEvent).data)),
    );
    source.addEventListener('lot-updated', (message) =>
      latest.current.onLotUpdated?.(JSON.parse((message as MessageEvent).data)),
    );
    source.addEventListener('lot-closed', (message) =>
      latest.current.onLotClosed?.(JSON.parse((message as MessageEvent).data)),
    );
    return () => source.close();
  }, [auctionId]);
};
