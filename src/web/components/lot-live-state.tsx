import type { TLotLive } from '@/common/schemas/lots.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';

/**
 * Where a live sale's lot stands, said instead of a countdown (it has no end of its own, docs/live-sales.md):
 * the sale's start before it, "En vivo ahora" during it, "Se subasta ahora" for the lot being called.
 */
export const lotLiveText = (live: TLotLive) =>
  live.status === 'running'
    ? live.current
      ? messages.liveSales.callingNow
      : messages.liveSales.liveNow
    : live.startsAt
      ? messages.liveSales.liveStartsAt(formatDateTime(live.startsAt))
      : messages.liveSales.liveNotStarted;

export const LotLiveState = ({ live }: { live: TLotLive }) => (
  <span data-testid="lot-live-state">{lotLiveText(live)}</span>
);
