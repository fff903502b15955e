import { Alert, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatCents } from '@/common/format.ts';
import { es } from '@/web/i18n/es.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useRunningBids } from '../api/my-bids.ts';
import { useMySubscription } from '../api/my-subscriptions.ts';
import type { TLotForBidding } from './bid-form.tsx';
import { SubscriptionPanel, type TAuctionForSubscription } from './subscription-panel.tsx';

// Only accepted bidders see the form; its number input and rules download for them alone, after first paint.
const BidForm = lazy(() => import('./bid-form.tsx').then((module) => ({ default: module.BidForm })));

/** Everything about bidding on one open lot: the subscription state, whether I lead, and the form. */
export const BidPanel = ({
  lot,
  auction,
}: {
  lot: TLotForBidding & { leader: string | null };
  auction: TAuctionForSubscription & { commissionPercent: number; goodsVatPercent: number | null };
}) => {
  const user = useCurrentUser();
  const { subscription } = useMySubscription(auction.id);
  const running = useRunningBids(user !== null);
  const mine = running.data?.data.lots.find((item) => item.id === lot.id);
  const mayBid = subscription?.status === 'accepted' && (auction.caution === null || subscription.paid);
  // Bidders are pseudonyms in public answers and live events; my running bids say which one is me.
  const leads = user !== null && mine?.myBidder != null && lot.leader === mine.myBidder;
  const t = es.bidding;
  return (
    <Stack gap="sm">
      {leads && (
        <Alert color="green" data-testid="leading-state">
          {mine?.myMaximum ? t.leadingWithMaximum(formatCents(mine.myMaximum)) : t.leading}
        </Alert>
      )}
      {!leads && mine && (
        <Alert color="orange" data-testid="leading-state">
          {t.outbid}
        </Alert>
      )}
      {mayBid ? (
        <Suspense fallback={<div style={{ minHeight: 240 }} />}>
          <BidForm key={lot.id} lot={lot} auction={auction} />
        </Suspense>
      ) : (
        <SubscriptionPanel auction={auction} />
      )}
    </Stack>
  );
};
