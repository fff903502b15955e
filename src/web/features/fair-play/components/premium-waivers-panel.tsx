import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { TPremiumWaiver } from '@/common/schemas/fair-play.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useSetPremiumWaiver } from '../api/set-premium-waiver.ts';
import { PremiumWaiver } from './premium-waiver.tsx';

type TCandidate = { id: number; label: string };

/**
 * The auction's buyers who pay no premium (docs/fair-play.md), and a form to waive it for someone before or
 * after they win: the page finds the person (`onSearch`, by name or e-mail) and passes the `candidates`.
 */
export const PremiumWaiversPanel = ({
  auctionId,
  waivers,
  mayChange,
  candidates,
  onSearch,
}: {
  auctionId: number;
  waivers: TPremiumWaiver[];
  mayChange: boolean;
  candidates: TCandidate[];
  onSearch: (text: string) => void;
}) => {
  const t = messages.settlementsAdmin.premiumWaiver;
  const set = useSetPremiumWaiver(auctionId);
  const [buyerId, setBuyerId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!buyerId) return;
    set.mutate(
      { userId: Number(buyerId), reason },
      {
        onSuccess: () => {
          setBuyerId(null);
          setReason('');
        },
      },
    );
  };
  const fields = set.error instanceof ApiError ? set.error.fields : undefined;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        {t.panelTitle}
      </Title>
      {waivers.length === 0 ? (
        <Text size="sm">{t.none}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {waivers.map((waiver) => (
              <Table.Tr key={waiver.userId}>
                <Table.Td>{waiver.buyer.companyName ?? waiver.buyer.fullName}</Table.Td>
                <Table.Td>
                  <PremiumWaiver
                    auctionId={auctionId}
                    buyer={{ id: waiver.userId, name: waiver.buyer.fullName }}
                    waiver={waiver}
                    mayChange={mayChange}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {mayChange && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs" mt="sm">
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t.search}
                onChange={(event) => onSearch(event.currentTarget.value)}
                size="sm"
              />
              <Select
                label={t.buyer}
                data={candidates.map((candidate) => ({
                  value: String(candidate.id),
                  label: candidate.label,
                }))}
                value={buyerId}
                onChange={setBuyerId}
                error={fields?.userId}
                size="sm"
                w={320}
              />
            </Group>
            <TextInput
              label={t.reason}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={fields?.reason}
              size="sm"
            />
            <Button type="submit" size="sm" w="fit-content" disabled={!buyerId} loading={set.isPending}>
              {t.waive}
            </Button>
            {!fields && <ErrorAlert error={set.error} />}
          </Stack>
        </form>
      )}
    </Paper>
  );
};
