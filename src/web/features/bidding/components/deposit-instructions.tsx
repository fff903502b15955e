import { Text } from '@mantine/core';
import { formatCents } from '@/common/format.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TSubscription } from '@/common/schemas/subscriptions.ts';
import { es } from '@/web/i18n/es.ts';
import { useBankAccount } from '../api/get-bank-account.ts';

/** The deposit's state in words and, while it is awaited, where to transfer it and with which reference. */
export const DepositInstructions = ({
  caution,
  subscription,
}: {
  caution: number;
  subscription: TSubscription;
}) => {
  const bank = useBankAccount();
  const t = es.deposits;
  return (
    <>
      <Text size="sm" data-testid="deposit-state">
        {t.summary(formatCents(caution), t.states[subscription.depositStatus])}
      </Text>
      {subscription.depositStatus === 'pending' && bank.data && (
        <Text size="sm">
          {t.howToPay(bank.data.holder, bank.data.iban, depositReference(subscription.id))}
        </Text>
      )}
      {subscription.refundIban &&
        ['pending', 'received', 'refund-due'].includes(subscription.depositStatus) && (
          <Text size="xs" c="dimmed">
            {t.refundTo(subscription.refundIban)}
          </Text>
        )}
    </>
  );
};
