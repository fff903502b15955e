import { Alert, Button, Stack, Text } from '@mantine/core';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import type { TSubscription } from '@/common/schemas/subscriptions.ts';
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

const t = messages.bidding;

/** A logged-out visitor is asked to log in before subscribing. */
const LoginToBid = () => (
  <Alert color="blue" variant="light" title={t.wantToBid}>
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t.loginToSubscribe}</Text>
      <Button size="sm" onClick={() => openAuthDialog('login')}>
        {messages.site.login}
      </Button>
    </Stack>
  </Alert>
);

/** Not subscribed yet: what subscribing asks (the deposit, if any) and the button that opens the dialog. */
const SubscribeInvite = ({ caution, onSubscribe }: { caution: number | null; onSubscribe: () => void }) => (
  <Alert color="blue" variant="light" title={t.notSubscribed}>
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{caution ? t.subscribeWithDeposit(formatCents(caution)) : t.subscribeNoDeposit}</Text>
      <Button size="sm" onClick={onSubscribe}>
        {t.subscribe}
      </Button>
    </Stack>
  </Alert>
);

/**
 * A subscription's state: pending, rejected, accepted with the deposit still to pay, or accepted. It takes
 * the focus (`stateRef`) when the dialog that made it closes.
 */
const SubscriptionState = ({
  caution,
  subscription,
  stateRef,
}: {
  caution: number | null;
  subscription: TSubscription;
  stateRef: RefObject<HTMLDivElement | null>;
}) => {
  const stateProps = { ref: stateRef, tabIndex: -1, 'data-testid': 'subscription-state' };
  if (subscription.status === 'pending')
    // From the request on, the deposit's amount, account, reference and state stay in view (issue 16 §7).
    return (
      <Alert color="yellow" title={t.pendingTitle} {...stateProps}>
        <Stack gap={4}>
          <Text size="sm">{t.pending}</Text>
          {caution !== null && <DepositInstructions caution={caution} subscription={subscription} />}
        </Stack>
      </Alert>
    );
  if (subscription.status === 'rejected')
    return (
      <Alert color="red" title={t.rejectedTitle} {...stateProps}>
        {t.rejected}
      </Alert>
    );
  if (caution !== null && !subscription.paid)
    return (
      <Alert color="orange" title={t.depositPendingTitle} {...stateProps}>
        <Stack gap={4}>
          <Text size="sm">{t.depositPending(formatCents(caution))}</Text>
          <DepositInstructions caution={caution} subscription={subscription} />
        </Stack>
      </Alert>
    );
  return (
    <Alert color="green" title={t.acceptedTitle} {...stateProps}>
      <Stack gap={4}>
        <Text size="sm">{t.accepted}</Text>
        {caution !== null && <DepositInstructions caution={caution} subscription={subscription} />}
      </Stack>
    </Alert>
  );
};

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

  if (!user) return <LoginToBid />;
  if (isPending) return null;
  if (!subscription && (!auction.subscriptionIsOpen || auction.status !== 'open'))
    return <Alert color="gray">{t.subscriptionsClosed}</Alert>;
  return (
    <>
      {subscription ? (
        <SubscriptionState caution={auction.caution} subscription={subscription} stateRef={state} />
      ) : (
        <SubscribeInvite caution={auction.caution} onSubscribe={() => setOpen(true)} />
      )}
      {open && (
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
      )}
    </>
  );
};
