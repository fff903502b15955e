import { Alert, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { PickupBooking } from '@/web/features/collections/components/pickup-booking.tsx';
import { PayByCard } from '@/web/features/payments/components/pay-by-card.tsx';
import { MySettlements } from '@/web/features/settlements/components/my-settlements.tsx';
import { MyWithdrawals } from '@/web/features/withdrawals/components/my-withdrawals.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

/** What a buyer does with a liquidación beyond reading it: pay by card, then book the pick-up. */
const settlementActions = {
  payByCard: (settlement: TSettlement) => <PayByCard settlement={settlement} />,
  pickup: (settlement: TSettlement) => <PickupBooking settlement={settlement} />,
};

/** "Mis adjudicaciones"; the card gateway sends the buyer back here with `?pago=ok` or `?pago=ko`. */
const WonLotsPage = () => {
  usePageTitle(messages.account.wonLots);
  const [params] = useSearchParams();
  const payment = params.get('pago');
  const user = useCurrentUser();
  // The form is prefilled with the account's name and address; the consumer may correct them.
  const defaults = {
    consumerName: user?.fullName ?? '',
    consumerAddress: [user?.address, user?.postalCode, user?.city].filter(Boolean).join(', '),
  };
  return (
    <RequireLogin title={messages.account.wonLots}>
      <Stack gap="md">
        <Title order={1}>{messages.account.wonLots}</Title>
        {payment === 'ok' && (
          <Alert color="green" role="status">
            {messages.settlements.paymentOk}
          </Alert>
        )}
        {payment === 'ko' && (
          <Alert color="orange" role="status">
            {messages.settlements.paymentKo}
          </Alert>
        )}
        {/* The gateway's notification, not the redirect, records the payment: look again for a little while. */}
        <MySettlements refetchMs={payment === 'ok' ? 2_000 : undefined} actions={settlementActions} />
        <MyWithdrawals defaults={defaults} />
      </Stack>
    </RequireLogin>
  );
};

export default WonLotsPage;
