import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatIban } from '@/common/iban.ts';
import { profileOf } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { formatCents, formatNumber } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useBankAccount } from '../api/get-bank-account.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { DepositInstructions } from './deposit-instructions.tsx';

export type TAuctionForSubscription = {
  id: number;
  title: string;
  caution: number | null;
  commissionPercent: number;
  subscriptionIsOpen: boolean;
  status: 'open' | 'closed';
};

/** The conditions, the deposit and how to pay it, and the invoicing data the auction will use. */
const SubscriptionDialog = ({
  auction,
  onClose,
}: {
  auction: TAuctionForSubscription;
  onClose: () => void;
}) => {
  const user = useCurrentUser();
  const subscribe = useSubscribe(auction.id);
  const bank = useBankAccount();
  const [confirmed, setConfirmed] = useState(false);
  const [refundIban, setRefundIban] = useState('');
  const t = messages.bidding;
  if (!user) return null;
  const profile = profileOf(user);
  return (
    <Modal opened onClose={onClose} title={t.dialogTitle(auction.title)} size="lg">
      {subscribe.data ? (
        <Stack gap="md">
          {/* The button that sent it is gone: focus goes to the answer, never to <body>. */}
          <Alert color="green" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
            {t.subscribed}
          </Alert>
          {auction.caution !== null && (
            <DepositInstructions caution={auction.caution} subscription={subscribe.data.data.subscription} />
          )}
          <Button onClick={onClose} w="fit-content">
            {messages.auth.close}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t.conditions(formatNumber(auction.commissionPercent))}</Text>
          {auction.caution !== null && (
            <Alert
              color="orange"
              variant="light"
              title={`${messages.auctions.deposit}: ${formatCents(auction.caution)}`}
            >
              <Text size="sm">{messages.bidder.depositHowAfter}</Text>
              {bank.data && (
                <Text size="sm" mt="xs">
                  {bank.data.holder} · {bank.data.bank} · <strong>{formatIban(bank.data.iban)}</strong>
                </Text>
              )}
            </Alert>
          )}
          {auction.caution !== null && (
            <TextInput
              label={messages.deposits.refundIbanLabel}
              description={messages.deposits.refundIbanLater}
              value={refundIban}
              onChange={(event) => setRefundIban(event.currentTarget.value)}
              error={subscribe.error instanceof ApiError ? subscribe.error.fields?.refundIban : undefined}
              autoComplete="off"
              data-autofocus
            />
          )}
          <div>
            <Text fw={700} mb="xs">
              {t.invoicingData}
            </Text>
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{messages.auth.firstname}</Table.Th>
                  <Table.Td>{user.isCompany ? user.companyName : user.fullName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{messages.auth.vatId}</Table.Th>
                  <Table.Td>{user.vatId}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{messages.auth.address}</Table.Th>
                  <Table.Td>{[user.address, user.postalCode, user.city].filter(Boolean).join(', ')}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Anchor component={Link} to={paths.accountData('facturacion')} size="sm">
              {t.editInvoicing}
            </Anchor>
          </div>
          <ErrorAlert error={subscribe.error} />
          <Checkbox
            data-autofocus={auction.caution === null || undefined}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
            label={t.confirmData}
          />
          <Group>
            <Button
              disabled={!confirmed}
              loading={subscribe.isPending}
              onClick={() =>
                subscribe.mutate({
                  user: profile,
                  // Optional: without it the bidder is asked for it in "Mis subastas" and by e-mail.
                  refundIban: auction.caution !== null && refundIban.trim() ? refundIban : undefined,
                })
              }
            >
              {t.subscribe}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};

export default SubscriptionDialog;
