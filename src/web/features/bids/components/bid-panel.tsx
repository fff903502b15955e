import { Alert, Stack } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useMyStanding } from '../my-standing.ts';
import type { TAuctionTerms } from './bid-confirmation.tsx';
import type { TLotForBidding } from './bid-form.tsx';

// Only accepted bidders see the form; its number input and rules download for them alone, after first paint.
const BidForm = lazy(() => import('./bid-form.tsx').then((module) => ({ default: module.BidForm })));

/**
 * Everything about bidding on one open lot: whether I lead, and the form once I may bid (`mayBid`, from
 * my subscription); until then the page's `subscriptionPanel` in its place.
 */
export const BidPanel = ({
  lot,
  auction,
  mayBid,
  subscriptionPanel,
}: {
  lot: TLotForBidding & { leader: string | null };
  auction: TAuctionTerms;
  mayBid: boolean;
  subscriptionPanel: ReactNode;
}) => {
  const standing = useMyStanding(lot);
  const leads = standing?.leads === true;
  const t = messages.bidding;
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
        subscriptionPanel
      )}
    </Stack>
  );
};
