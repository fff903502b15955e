import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useCollection } from '@/web/features/collections/api/get-collection.ts';
import { useMarkCollected } from '@/web/features/collections/api/mark-collected.ts';
import { SettlementStateBadge } from '@/web/features/settlements/components/settlement-state-badge.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime, formatTime } from '@/web/lib/format.ts';

/**
 * The warehouse: type the release note's code, or scan its QR (it opens this page with `?codigo=`), check
 * the buyer has paid and hand the lots over one by one or all at once.
 */
const AdminCollections = () => {
  const t = messages.settlementsAdmin;
  const [params, setParams] = useSearchParams();
  const code = (params.get('codigo') ?? '').trim();
  const [typed, setTyped] = useState(code);
  const collection = useCollection(code);
  const collect = useMarkCollected();
  const mayHandOver = useStaffAccess().mayWrite('almacen');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.collectionsTitle}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { codigo: typed.trim() } : {});
        }}
      >
        <Group align="flex-end">
          {/* Focused on arrival: the warehouse page exists to type or scan one code. */}
          <TextInput
            label={t.code}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoFocus
            size="lg"
            w={320}
            autoComplete="off"
          />
          <Button type="submit" size="lg">
            {t.find}
          </Button>
        </Group>
      </form>
      {code.length >= 4 && (
        <QueryState query={collection}>
          {({ data: { collection: found } }) => {
            const pending = found.lines.filter((line) => !line.collectedOn);
            return (
              <Stack gap="sm">
                <Group>
                  <Title order={3} size="h4">
                    {found.buyerName} · {found.buyerNif}
                  </Title>
                  <SettlementStateBadge settlement={{ state: found.state, isOverdue: false }} />
                </Group>
                <Text size="sm">
                  {found.auctionTitle} ·{' '}
                  {found.slot
                    ? t.slotBooked(
                        `${formatDateTime(found.slot.startsAt)} – ${formatTime(found.slot.endsAt)}`,
                      )
                    : t.noSlotBooked}
                </Text>
                {!found.isPaid && (
                  <Alert color="red" role="alert">
                    {t.notPaid}
                  </Alert>
                )}
                <Table striped>
                  <Table.Tbody>
                    {found.lines.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Th scope="row">{line.title}</Table.Th>
                        <Table.Td>
                          {line.collectedOn
                            ? t.handedOver(formatDateTime(line.collectedOn))
                            : found.isPaid &&
                              mayHandOver && (
                                <ConfirmAction
                                  label={t.handOver}
                                  title={t.handOverTitle(line.title)}
                                  message={t.handOverMessage(line.title, found.buyerName)}
                                  isPending={collect.isPending}
                                  error={collect.error}
                                  onConfirm={(_text, close) =>
                                    collect.mutate({ code, lineId: line.id }, { onSuccess: close })
                                  }
                                />
                              )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {found.isPaid && mayHandOver && pending.length > 1 && (
                  <ConfirmAction
                    size="sm"
                    label={t.handOverAll}
                    title={t.handOverAll}
                    message={t.handOverAllMessage(pending.length, found.buyerName)}
                    isPending={collect.isPending}
                    error={collect.error}
                    onConfirm={(_text, close) =>
                      collect.mutate({ code, lineId: 'all' }, { onSuccess: close })
                    }
                  />
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
};

export default AdminCollections;
