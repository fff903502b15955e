import { useEffect, useRef } from 'react';
import type { TLiveBidEvent, TLiveLotClosedEvent, TLiveLotUpdatedEvent } from '@/common/schemas/bids.ts';

export type TLiveHandlers = {
  onBid?: (event: TLiveBidEvent) => void;
  onLotClosed?: (event: TLiveLotClosedEvent) => void;
  onLotUpdated?: (event: TLiveLotUpdatedEvent) => void;
};

const apiBase = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/**
 * One Server-Sent Events stream per auction page (DESIGN §6). The browser reconnects by itself and sends
 * Last-Event-ID, so the server replays whatever was missed while the connection was down.
 */
export const useAuctionLive = (auctionId: number | null, handlers: TLiveHandlers) => {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (auctionId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiBase}/frontend/auctions/${auctionId}/live`, {
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
