import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import {
  useAdminSubscriptions,
  usePendingSubscriptions,
  useSubscriptionAction,
} from '@/web/features/admin/api/admin-api.ts';

const statusLabels: Record<string, string> = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
};

/** Every subscription, newest first, filtered by state. */
const AllSubscriptions = () => {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const query = useAdminSubscriptions({ page, filter: status ? { status } : undefined });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Todas las inscripciones
        </Title>
        <Select
          label="Estado"
          placeholder="Todas"
          clearable
          data={Object.entries(statusLabels).map(([value, label]) => ({ value, label }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </Group>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            <Table striped>
              <Table.Tbody>
                {data.subscriptions.map((subscription) => (
                  <Table.Tr key={subscription.id}>
                    <Table.Td>{metadata.users[String(subscription.userId)]?.fullName}</Table.Td>
                    <Table.Td>{metadata.auctions[String(subscription.auctionId)]?.title}</Table.Td>
                    <Table.Td>{statusLabels[subscription.status]}</Table.Td>
                    <Table.Td>{subscription.paid ? 'Depósito recibido' : ''}</Table.Td>
                    <Table.Td>{formatDateTime(subscription.createdOn)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {(metadata.total ?? 0) > (metadata.limit ?? 25) && (
              <Center>
                <Pagination
                  total={Math.ceil((metadata.total ?? 0) / (metadata.limit ?? 25))}
                  value={page}
                  onChange={setPage}
                  aria-label="Páginas de inscripciones"
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};

/** The pending queue: accept, reject, and note a received deposit, oldest first. */
const AdminSubscriptions = () => {
  const query = usePendingSubscriptions();
  const act = useSubscriptionAction();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Inscripciones pendientes
      </Title>
      {act.error && <Alert color="red">{act.error.message}</Alert>}
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.subscriptions.length === 0 ? (
            <Text c="dimmed">No hay inscripciones pendientes.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Usuario</Table.Th>
                  <Table.Th scope="col">Subasta</Table.Th>
                  <Table.Th scope="col">Fecha</Table.Th>
                  <Table.Th scope="col">Depósito</Table.Th>
                  <Table.Th scope="col">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.subscriptions.map((subscription) => {
                  const user = metadata.users[String(subscription.userId)];
                  const auction = metadata.auctions[String(subscription.auctionId)];
                  return (
                    <Table.Tr key={subscription.id}>
                      <Table.Td>
                        {user?.fullName}
                        <Text size="xs" c="dimmed">
                          {user?.email} · {user?.vatId}
                        </Text>
                      </Table.Td>
                      <Table.Td>{auction?.title}</Table.Td>
                      <Table.Td>{formatDateTime(subscription.createdOn)}</Table.Td>
                      <Table.Td>
                        {auction?.caution ? (
                          <Badge variant="outline" color={subscription.paid ? 'green.9' : 'orange.9'}>
                            {formatCents(auction.caution)} {subscription.paid ? 'recibido' : 'pendiente'}
                          </Badge>
                        ) : (
                          'Sin depósito'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            color="green.9"
                            onClick={() => act.mutate({ id: subscription.id, action: 'accept' })}
                            aria-label={`Aceptar la inscripción de ${user?.fullName}`}
                          >
                            Aceptar
                          </Button>
                          <Button
                            size="xs"
                            color="red.9"
                            variant="light"
                            onClick={() => act.mutate({ id: subscription.id, action: 'reject' })}
                            aria-label={`Rechazar la inscripción de ${user?.fullName}`}
                          >
                            Rechazar
                          </Button>
                          {auction?.caution ? (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() =>
                                act.mutate({
                                  id: subscription.id,
                                  action: subscription.paid ? 'unpaid' : 'paid',
                                })
                              }
                            >
                              {subscription.paid ? 'Depósito no recibido' : 'Depósito recibido'}
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      <AllSubscriptions />
    </Stack>
  );
};

export default AdminSubscriptions;
