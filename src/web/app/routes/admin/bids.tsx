import { Alert, Button, Center, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAuctionBids, useDeleteBid } from '@/web/features/admin/api/admin-api.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

/** Every bid of an auction with the real bidder; deleting one recomputes its lot and updates watchers. */
const AdminBids = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const query = useAuctionBids(id, page);
  const remove = useDeleteBid();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Pujas de la subasta
      </Title>
      {remove.error && (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      )}
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.bids.length === 0 ? (
            <Text c="dimmed">Todavía no hay pujas.</Text>
          ) : (
            <Stack>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Fecha</Table.Th>
                    <Table.Th scope="col">Lote</Table.Th>
                    <Table.Th scope="col">Pujador</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Importe
                    </Table.Th>
                    <Table.Th scope="col">Acciones</Table.Th>
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
                        {bid.isAuto ? ' (automática)' : ''}
                      </Table.Td>
                      <Table.Td>
                        {confirming === bid.id ? (
                          <Button
                            size="compact-xs"
                            color="red.9"
                            loading={remove.isPending}
                            onClick={() => remove.mutate(bid.id, { onSettled: () => setConfirming(null) })}
                          >
                            Confirmar borrado
                          </Button>
                        ) : (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red.9"
                            onClick={() => setConfirming(bid.id)}
                          >
                            Eliminar
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {metadata.total > metadata.limit && (
                <Center>
                  <Pagination
                    total={Math.ceil(metadata.total / metadata.limit)}
                    value={page}
                    onChange={setPage}
                    aria-label="Páginas de pujas"
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
