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
import { useDecideSubscription } from '@/web/features/admin/api/subscriptions/decide-subscription.ts';
import { useAdminSubscriptions } from '@/web/features/admin/api/subscriptions/get-admin-subscriptions.ts';
import { usePendingSubscriptions } from '@/web/features/admin/api/subscriptions/get-pending-subscriptions.ts';
import { useMarkSubscriptionPaid } from '@/web/features/admin/api/subscriptions/mark-subscription-paid.ts';
import { es } from '@/web/i18n/es.ts';

const t = es.admin.subscriptions;
const common = es.admin.common;
const statusLabels = t.statuses;

/** Every subscription, newest first, filtered by state. */
const AllSubscriptions = () => {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const query = useAdminSubscriptions({ page, filter: status ? { status } : undefined });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t.allTitle}
        </Title>
        <Select
          label={common.status}
          placeholder={t.allStates}
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
                    <Table.Td>{subscription.paid ? common.depositReceived : ''}</Table.Td>
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
                  aria-label={t.pagination}
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
  const decide = useDecideSubscription();
  const markPaid = useMarkSubscriptionPaid();
  const error = decide.error ?? markPaid.error;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.pendingTitle}
      </Title>
      {error && <Alert color="red">{error.message}</Alert>}
      <QueryState query={query}>
        {({ data, metadata }) =>
          data.subscriptions.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.user}</Table.Th>
                  <Table.Th scope="col">{common.auction}</Table.Th>
                  <Table.Th scope="col">{common.date}</Table.Th>
                  <Table.Th scope="col">{t.deposit}</Table.Th>
                  <Table.Th scope="col">{common.actions}</Table.Th>
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
                            {t.depositState(formatCents(auction.caution), subscription.paid)}
                          </Badge>
                        ) : (
                          t.noDeposit
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            color="green.9"
                            onClick={() => decide.mutate({ id: subscription.id, action: 'accept' })}
                            aria-label={t.acceptOf(user?.fullName)}
                          >
                            {t.accept}
                          </Button>
                          <Button
                            size="xs"
                            color="red.9"
                            variant="light"
                            onClick={() => decide.mutate({ id: subscription.id, action: 'reject' })}
                            aria-label={t.rejectOf(user?.fullName)}
                          >
                            {t.reject}
                          </Button>
                          {auction?.caution ? (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() =>
                                markPaid.mutate({ id: subscription.id, paid: !subscription.paid })
                              }
                            >
                              {subscription.paid ? t.depositNotReceived : common.depositReceived}
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
