import { Text } from '@mantine/core';
import { formatIban } from '@/common/iban.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TSubscription } from '@/common/schemas/subscriptions.ts';
import { BankTransferBox } from '@/web/components/bank-transfer-box.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useBankAccount } from '../api/get-bank-account.ts';
import { RefundIbanForm } from './refund-iban-form.tsx';

/** Deposit states in which the money is still to go back or be applied: the refund account matters. */
const openStates: readonly TSubscription['depositStatus'][] = ['pending', 'received', 'refund-due'];

/**
 * The deposit's state in words and, while it is awaited, where to transfer it and with which reference;
 * with `asksRefundIban` ("Mis subastas"), a form for the refund account when the bidder has given none.
 */
export const DepositInstructions = ({
  caution,
  subscription,
  asksRefundIban = false,
}: {
  caution: number;
  subscription: TSubscription;
  asksRefundIban?: boolean;
}) => {
  const bank = useBankAccount();
  const t = messages.deposits;
  return (
    <>
      <Text size="sm" data-testid="deposit-state">
        {t.summary(formatCents(caution), t.states[subscription.depositStatus])}
      </Text>
      {subscription.depositStatus === 'pending' && bank.data && (
        <BankTransferBox
          title={messages.bidder.depositTransferTitle}
          transfer={{
            iban: bank.data.iban,
            holder: bank.data.holder,
            bic: bank.data.bic,
            amount: caution,
            reference: depositReference(subscription.id),
          }}
        />
      )}
      {subscription.refundIban && openStates.includes(subscription.depositStatus) && (
        <Text size="xs" c="dimmed">
          {t.refundTo(formatIban(subscription.refundIban))}
        </Text>
      )}
      {!subscription.refundIban &&
        openStates.includes(subscription.depositStatus) &&
        (asksRefundIban ? (
          <RefundIbanForm subscriptionId={subscription.id} />
        ) : (
          <Text size="xs" c="orange.9">
            {t.refundIbanMissing}
          </Text>
        ))}
    </>
  );
};
