import { Alert, Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { formatCents } from '@/common/format.ts';
import { es } from '@/web/i18n/es.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useMySubscription } from '../api/my-subscriptions.ts';
import { DepositInstructions } from './deposit-instructions.tsx';
// Only the type: the dialog's code is downloaded when it opens.
import type { TAuctionForSubscription } from './subscription-dialog.tsx';

export type { TAuctionForSubscription };

const SubscriptionDialog = lazy(() => import('./subscription-dialog.tsx'));

/** Where the visitor stands in an auction: not subscribed, pending, accepted, deposit pending or rejected. */
export const SubscriptionPanel = ({ auction }: { auction: TAuctionForSubscription }) => {
  const user = useCurrentUser();
  const { subscription, isPending } = useMySubscription(auction.id);
  const [open, setOpen] = useState(false);
  const t = es.bidding;

  if (!user) {
    return (
      <Alert color="blue" variant="light" title={t.wantToBid}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t.loginToSubscribe}</Text>
          <Button size="sm" onClick={() => openAuthDialog('login')}>
            {es.site.login}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isPending) return null;
  if (!subscription) {
    if (!auction.subscriptionIsOpen || auction.status !== 'open')
      return <Alert color="gray">{t.subscriptionsClosed}</Alert>;
    return (
      <Alert color="blue" variant="light" title={t.notSubscribed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {auction.caution ? t.subscribeWithDeposit(formatCents(auction.caution)) : t.subscribeNoDeposit}
          </Text>
          <Button size="sm" onClick={() => setOpen(true)}>
            {t.subscribe}
          </Button>
        </Stack>
        {open && (
          <Suspense fallback={null}>
            <SubscriptionDialog auction={auction} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Alert>
    );
  }
  if (subscription.status === 'pending')
    return (
      <Alert color="yellow" title={t.pendingTitle} data-testid="subscription-state">
        {t.pending}
      </Alert>
    );
  if (subscription.status === 'rejected')
    return (
      <Alert color="red" title={t.rejectedTitle} data-testid="subscription-state">
        {t.rejected}
      </Alert>
    );
  if (auction.caution !== null && !subscription.paid) {
    return (
      <Alert color="orange" title={t.depositPendingTitle} data-testid="subscription-state">
        <Stack gap={4}>
          <Text size="sm">{t.depositPending(formatCents(auction.caution))}</Text>
          <DepositInstructions caution={auction.caution} subscription={subscription} />
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="green" title={t.acceptedTitle} data-testid="subscription-state">
      <Stack gap={4}>
        <Text size="sm">{t.accepted}</Text>
        {auction.caution !== null && (
          <DepositInstructions caution={auction.caution} subscription={subscription} />
        )}
      </Stack>
    </Alert>
  );
};
