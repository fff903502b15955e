import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TAdminWithdrawal } from '@/common/schemas/withdrawals.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import type { useRelistWithdrawnLot } from '../api/relist-withdrawn-lot.ts';

const t = messages.withdrawals.admin;

/** Offers the withdrawn lot again: a draft copy in the open auction the clerk names (its own by default). */
export const RelistAction = ({
  withdrawal,
  mutation,
}: {
  withdrawal: TAdminWithdrawal;
  mutation: ReturnType<typeof useRelistWithdrawnLot>;
}) => {
  const [isOpen, setIsOpen] = useState(false);
  const [auctionId, setAuctionId] = useState<number | string>(withdrawal.auctionId ?? '');
  const close = () => setIsOpen(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setIsOpen(true)}>
        {t.relist}
      </Button>
      <Modal opened={isOpen} onClose={close} title={t.relistTitle}>
        <Stack gap="sm">
          <Text size="sm">{t.relistMessage(withdrawal.lotTitle)}</Text>
          <NumberInput label={t.relistAuction} min={1} value={auctionId} onChange={setAuctionId} />
          <ErrorAlert error={mutation.error} />
          <Group>
            <Button
              loading={mutation.isPending}
              disabled={auctionId === ''}
              onClick={() =>
                mutation.mutate({ id: withdrawal.id, auctionId: Number(auctionId) }, { onSuccess: close })
              }
            >
              {t.relist}
            </Button>
            <Button variant="default" onClick={close}>
              {messages.withdrawals.cancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
