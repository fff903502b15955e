import { Group, Stack, Table, Text } from '@mantine/core';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
import { AdminTable } from '@/web/components/admin/admin-table.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { WriteOnly } from '@/web/components/admin/staff-only.tsx';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { useDecideOffer } from '../api/decide-offer.ts';
import { usePendingOffers } from '../api/get-pending-offers.ts';

const t = messages.admin.sales;
const columns = t.offerColumns;

/** Buyers' offers waiting for the house, oldest first: accept or reject each after a confirmation naming it. */
export const PendingOffers = () => {
  const query = usePendingOffers();
  const decide = useDecideOffer();
  const offers = query.data?.data.offers ?? [];
  return (
    <Stack gap="sm">
      <ErrorAlert error={decide.error} />
      {query.data && offers.length === 0 ? (
        <Text c="dimmed">{t.noPendingOffers}</Text>
      ) : (
        <AdminTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.date}</Table.Th>
              <Table.Th scope="col">{columns.lot}</Table.Th>
              <Table.Th scope="col">{columns.buyer}</Table.Th>
              <Table.Th scope="col" ta="right">
                {columns.amount}
              </Table.Th>
              <Table.Th scope="col">{columns.message}</Table.Th>
              <Table.Th scope="col">{messages.admin.common.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td>{formatDateTime(offer.createdOn)}</Table.Td>
                <Table.Td>
                  {offer.lot.title}{' '}
                  <Text span size="xs">
                    {t.offerPrice(formatCents(offer.lot.price))}
                    {offer.lot.auctionTitle && t.offerAuction(offer.lot.auctionTitle, offer.lot.isClosed)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {offer.user.fullName}{' '}
                  <Text span size="xs">
                    {offer.user.email}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatCents(offer.amount)}
                </Table.Td>
                <Table.Td>{offer.message}</Table.Td>
                <Table.Td>
                  <WriteOnly needs="subastas">
                    <Group gap="xs" wrap="nowrap">
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        color={adminColors.positive}
                        isPending={decide.isPending}
                        confirmation={{
                          question: t.acceptTitle(offer.lot.title),
                          detail: t.acceptMessage(
                            offer.lot.title,
                            offer.user.fullName,
                            formatCents(offer.amount),
                          ),
                          confirmLabel: t.accept,
                        }}
                        onConfirm={() => decide.mutate({ id: offer.id, action: 'accept' })}
                      >
                        {t.accept}
                      </ConfirmButton>
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        color={adminColors.danger}
                        isPending={decide.isPending}
                        confirmation={{
                          question: t.rejectTitle(offer.lot.title),
                          detail: t.rejectMessage(formatCents(offer.amount), offer.user.fullName),
                          confirmLabel: t.reject,
                          isDestructive: true,
                        }}
                        onConfirm={() => decide.mutate({ id: offer.id, action: 'reject' })}
                      >
                        {t.reject}
                      </ConfirmButton>
                    </Group>
                  </WriteOnly>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminTable>
      )}
    </Stack>
  );
};
