import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TWithdrawableLine } from '@/common/schemas/withdrawals.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useWithdraw } from '../api/withdraw.ts';

const t = messages.withdrawals;

/**
 * The model withdrawal form online: the lot, when it was received, the consumer's name and address, and
 * the declaration itself; sending it is the withdrawal (docs/after-the-hammer.md, "Right of withdrawal").
 */
export const WithdrawalDialog = ({
  line,
  defaults,
}: {
  line: TWithdrawableLine;
  defaults: { consumerName: string; consumerAddress: string };
}) => {
  const [isOpen, setIsOpen] = useState(false);
  const [consumerName, setName] = useState(defaults.consumerName);
  const [consumerAddress, setAddress] = useState(defaults.consumerAddress);
  const mutation = useWithdraw();
  const close = () => setIsOpen(false);
  return (
    <>
      <Button size="xs" variant="light" color="orange.9" onClick={() => setIsOpen(true)}>
        {t.withdraw}
      </Button>
      <Modal opened={isOpen} onClose={close} title={t.formTitle}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate(
              { settlementLineId: line.settlementLineId, consumerName, consumerAddress },
              { onSuccess: close },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t.declaration(line.title)}</Text>
            {line.collectedOn && <Text size="sm">{t.receivedOn(formatDate(line.collectedOn))}</Text>}
            <TextInput
              label={t.consumerName}
              required
              data-autofocus
              value={consumerName}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <TextInput
              label={t.consumerAddress}
              required
              value={consumerAddress}
              onChange={(event) => setAddress(event.currentTarget.value)}
            />
            <Text size="xs" c="dimmed">
              {t.consequences}
            </Text>
            <ErrorAlert error={mutation.error} />
            <Group>
              <Button type="submit" color="orange.9" loading={mutation.isPending}>
                {t.send}
              </Button>
              <Button variant="default" onClick={close}>
                {t.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
