import { Alert, Button, Center, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useDeleteBid } from '@/web/features/admin/api/auctions/delete-bid.ts';
import { useAuctionBids } from '@/web/features/admin/api/auctions/get-auction-bids.ts';
import { es } from '@/web/i18n/es.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = es.admin.bids;
const common = es.admin.common;

/** Every bid of an auction with the real bidder; deleting one recomputes its lot and updates watchers. */
const AdminBids = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const query = useAuctionBids(id, page);
  const remove = useDeleteBid(id);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      {remove.error && (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      )}
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.bids.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <Stack>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{common.date}</Table.Th>
                    <Table.Th scope="col">{common.lot}</Table.Th>
                    <Table.Th scope="col">{t.bidder}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t.amount}
                    </Table.Th>
                    <Table.Th scope="col">{common.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.bids.map((bid) => (
                    <Table.Tr key={bid.id}>
                      <Table.Td>{formatDateTime(bid.createdOn)}</Table.Td>
                      <Table.Td>
                        {bid.lotOrder}. {bid.lotTitle}
                      </Table.Td>
                      <Table.Td>
                        {bid.user.fullName}{' '}
                        <Text span size="xs" c="dimmed">
                          {bid.user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatCents(bid.amount)}
                        {bid.isAuto ? common.automatic : ''}
                      </Table.Td>
                      <Table.Td>
                        {confirming === bid.id ? (
                          <Button
                            size="compact-xs"
                            color="red.9"
                            loading={remove.isPending}
                            onClick={() => remove.mutate(bid.id, { onSettled: () => setConfirming(null) })}
                          >
                            {t.confirmDelete}
                          </Button>
                        ) : (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red.9"
                            onClick={() => setConfirming(bid.id)}
                          >
                            {common.delete}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {/* Without a limit the answer holds every bid, so there is a single page. */}
              {metadata.limit !== undefined && metadata.total > metadata.limit && (
                <Center>
                  <Pagination
                    total={Math.ceil(metadata.total / metadata.limit)}
                    value={page}
                    onChange={setPage}
                    aria-label={t.pagination}
                  />
                </Center>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default AdminBids;
