import { Alert, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatCents } from '@/common/format.ts';
import { es } from '@/web/i18n/es.ts';
import { useMySubscription } from '../api/my-subscriptions.ts';
import { useMyStanding } from '../my-standing.ts';
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
  const { subscription } = useMySubscription(auction.id);
  const standing = useMyStanding(lot);
  const mayBid = subscription?.status === 'accepted' && (auction.caution === null || subscription.paid);
  const leads = standing?.leads === true;
  const t = es.bidding;
  return (
    <Stack gap="sm">
      {leads && (
        <Alert color="green" data-testid="leading-state">
          {standing?.myMaximum ? t.leadingWithMaximum(formatCents(standing.myMaximum)) : t.leading}
        </Alert>
      )}
      {standing && !leads && (
        <Alert color="orange" data-testid="leading-state">
          {t.outbid}
        </Alert>
      )}
      {mayBid ? (
        <Suspense fallback={<div style={{ minHeight: 240 }} />}>
          <BidForm key={lot.id} lot={lot} auction={auction} leads={leads} />
        </Suspense>
      ) : (
        <SubscriptionPanel auction={auction} />
      )}
    </Stack>
  );
};
