import { Alert, Button, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useMySubscription } from '../api/get-my-subscriptions.ts';
import { DepositInstructions } from './deposit-instructions.tsx';
// Only the type: the dialog's code is downloaded when it opens.
import type { TAuctionForSubscription } from './subscription-dialog.tsx';

export type { TAuctionForSubscription };

const SubscriptionDialog = lazy(() => import('./subscription-dialog.tsx'));

/**
 * Where the visitor stands in an auction: not subscribed, pending, accepted, deposit pending or rejected. The
 * subscription dialog stays open across the change its request makes (it says "Inscripción enviada"); once
 * closed, focus goes to the new state, which names the deposit to pay.
 */
export const SubscriptionPanel = ({ auction }: { auction: TAuctionForSubscription }) => {
  const user = useCurrentUser();
  const { subscription, isPending } = useMySubscription(auction.id);
  const [open, setOpen] = useState(false);
  const state = useRef<HTMLDivElement>(null);
  const t = messages.bidding;

  if (!user) {
    return (
      <Alert color="blue" variant="light" title={t.wantToBid}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t.loginToSubscribe}</Text>
          <Button size="sm" onClick={() => openAuthDialog('login')}>
            {messages.site.login}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isPending) return null;
  const dialog = open && (
    <Suspense fallback={null}>
      <SubscriptionDialog
        auction={auction}
        onClose={() => {
          setOpen(false);
          // Cancelled, Mantine returns focus to "Inscribirme"; subscribed, that button is gone.
          requestAnimationFrame(() => state.current?.focus());
        }}
      />
    </Suspense>
  );
  const stateProps = { ref: state, tabIndex: -1, 'data-testid': 'subscription-state' };
  let content: ReactNode;
  if (!subscription) {
    if (!auction.subscriptionIsOpen || auction.status !== 'open')
      return <Alert color="gray">{t.subscriptionsClosed}</Alert>;
    content = (
      <Alert color="blue" variant="light" title={t.notSubscribed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {auction.caution ? t.subscribeWithDeposit(formatCents(auction.caution)) : t.subscribeNoDeposit}
          </Text>
          <Button size="sm" onClick={() => setOpen(true)}>
            {t.subscribe}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (subscription.status === 'pending') {
    // From the request on, the deposit's amount, account, reference and state stay in view (issue 16 §7).
    content = (
      <Alert color="yellow" title={t.pendingTitle} {...stateProps}>
        <Stack gap={4}>
          <Text size="sm">{t.pending}</Text>
          {auction.caution !== null && (
            <DepositInstructions caution={auction.caution} subscription={subscription} />
          )}
        </Stack>
      </Alert>
    );
  } else if (subscription.status === 'rejected') {
    content = (
      <Alert color="red" title={t.rejectedTitle} {...stateProps}>
        {t.rejected}
      </Alert>
    );
  } else if (auction.caution !== null && !subscription.paid) {
    content = (
      <Alert color="orange" title={t.depositPendingTitle} {...stateProps}>
        <Stack gap={4}>
          <Text size="sm">{t.depositPending(formatCents(auction.caution))}</Text>
          <DepositInstructions caution={auction.caution} subscription={subscription} />
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Alert color="green" title={t.acceptedTitle} {...stateProps}>
        <Stack gap={4}>
          <Text size="sm">{t.accepted}</Text>
          {auction.caution !== null && (
            <DepositInstructions caution={auction.caution} subscription={subscription} />
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      {content}
      {dialog}
    </>
  );
};
