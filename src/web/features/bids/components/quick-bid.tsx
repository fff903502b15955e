import { Button, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { useServerNow } from '@/web/lib/clock.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { usePlaceBid } from '../api/place-bid.ts';
import { BidConfirmation, type TAuctionTerms } from './bid-confirmation.tsx';

export type TLotForQuickBid = {
  id: number;
  title: string;
  minimumBid: number;
  status: 'open' | 'closed';
  endDate: string;
  startDate?: string;
};

/**
 * "Pujar 1.250 €": a bid at the lot's next minimum from a list (the auction's lots, my running bids),
 * shown only where this user may bid on this lot now, and through the same confirmation as the lot page's
 * form — a binding bid is never one tap. After the answer, focus goes to it.
 */
export const QuickBid = ({
  lot,
  auction,
  mayBidInAuction,
}: {
  lot: TLotForQuickBid;
  auction: TAuctionTerms & { id: number };
  /** Accepted in the auction, deposit paid where there is one (the subscriptions feature's `useMayBid`). */
  mayBidInAuction: boolean;
}) => {
  const user = useCurrentUser();
  const now = useServerNow();
  const place = usePlaceBid(lot.id);
  const [amount, setAmount] = useState<number | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const mayBid =
    user !== null &&
    mayBidInAuction &&
    lot.status === 'open' &&
    Date.parse(lot.endDate) > now &&
    (lot.startDate === undefined || Date.parse(lot.startDate) <= now);
  if (!mayBid && !place.data && !place.error) return null;
  const answer = place.error?.message ?? place.data?.data.message ?? null;
  return (
    <Stack gap={4} align="flex-start">
      {mayBid && (
        <Button
          size="xs"
          loading={place.isPending}
          onClick={() => setAmount(lot.minimumBid)}
          aria-label={messages.bidding.quickBidOf(formatCents(lot.minimumBid), lot.title)}
          data-testid="quick-bid"
        >
          {messages.bidding.placeBid(formatCents(lot.minimumBid))}
        </Button>
      )}
      <BidConfirmation
        bid={amount === null ? null : { amount, maximum: null, limit: null }}
        auction={auction}
        pending={place.isPending}
        onConfirm={() => {
          if (amount === null) return;
          setAmount(null);
          place.mutate(
            { amount, maxAmount: null },
            { onSettled: () => requestAnimationFrame(() => result.current?.focus()) },
          );
        }}
        onCancel={() => setAmount(null)}
      />
      <Text
        ref={result}
        tabIndex={-1}
        size="xs"
        role="status"
        c={place.error ? 'red.9' : undefined}
        data-testid="quick-bid-result"
      >
        {answer}
      </Text>
    </Stack>
  );
};
