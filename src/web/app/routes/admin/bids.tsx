import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { adminBidOrderFields } from '@/common/schemas/bids.ts';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
import { AdminPagination, AdminTable, SortableTh } from '@/web/components/admin/admin-table.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { ListFilterSelect } from '@/web/components/admin/list-filters.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { WriteOnly } from '@/web/components/admin/staff-only.tsx';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminAuction } from '@/web/features/auctions/api/get-admin-auction.ts';
import { useDeleteBid } from '@/web/features/bids/api/delete-bid.ts';
import { useAuctionBids } from '@/web/features/bids/api/get-auction-bids.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.bids;
const common = messages.admin.common;

/**
 * Every bid of an auction with the real bidder, newest first or sorted by amount or lot, filtered by lot
 * (all in the URL); deleting one recomputes its lot and updates watchers.
 */
const AdminBids = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const list = useListParams({
    sortFields: adminBidOrderFields,
    defaultSort: { field: 'createdOn', direction: 'desc' },
  });
  const lotId = parseId(list.get('lote') ?? '');
  const auction = useAdminAuction(id);
  const query = useAuctionBids(id, {
    page: list.page,
    order: list.sort,
    filter: lotId === null ? undefined : { lotId },
  });
  const remove = useDeleteBid(id);
  const lots = auction.data?.data.lots ?? [];
  return (
    <Stack gap="md">
      {auction.data && (
        <Anchor component={Link} to={`/admin/subastas/${id}`} size="sm">
          {t.back(auction.data.data.auction.title)}
        </Anchor>
      )}
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <ListFilterSelect
        list={list}
        param="lote"
        value={lotId === null ? null : String(lotId)}
        label={common.lot}
        placeholder={t.allLots}
        searchable
        data={lots.map((lot) => ({ value: String(lot.id), label: t.lotOption(lot.order, lot.title) }))}
        w={360}
      />
      <ErrorAlert error={remove.error} />
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.bids.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <Stack>
              <AdminTable>
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh field="createdOn" list={list}>
                      {common.date}
                    </SortableTh>
                    <SortableTh field="lotOrder" list={list}>
                      {common.lot}
                    </SortableTh>
                    <Table.Th scope="col">{t.bidder}</Table.Th>
                    <SortableTh field="amount" list={list} ta="right">
                      {t.amount}
                    </SortableTh>
                    <Table.Th scope="col">{common.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.bids.map((bid) => (
                    <Table.Tr key={bid.id}>
                      <Table.Td>{formatDateTime(bid.createdOn)}</Table.Td>
                      <Table.Td>{t.lotOption(bid.lotOrder, bid.lotTitle)}</Table.Td>
                      <Table.Td>
                        {bid.user.fullName}{' '}
                        <Text span size="xs" c="gray.7">
                          {bid.user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatCents(bid.amount)}
                        {bid.isAuto ? common.automatic : ''}
                      </Table.Td>
                      <Table.Td>
                        <WriteOnly needs="subastas">
                          {bid.isLotSettled ? (
                            <Text span size="xs" c="gray.7">
                              {t.settledLot}
                            </Text>
                          ) : (
                            <ConfirmButton
                              size="compact-xs"
                              variant="subtle"
                              color={adminColors.danger}
                              isPending={remove.isPending}
                              confirmation={{
                                question: t.deleteQuestion(formatCents(bid.amount), bid.user.fullName),
                                detail: t.deleteDetail,
                                confirmLabel: common.delete,
                                isDestructive: true,
                              }}
                              onConfirm={() => remove.mutate(bid.id)}
                            >
                              {common.delete}
                            </ConfirmButton>
                          )}
                        </WriteOnly>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </AdminTable>
              <AdminPagination list={list} metadata={metadata} label={t.pagination} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default AdminBids;
