import { Anchor, Badge, Button, Center, Group, Pagination, Stack, Table, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminAuctions } from '@/web/features/admin/api/auctions/get-admin-auctions.ts';
import { es } from '@/web/i18n/es.ts';

const t = es.admin.auctions;
const common = es.admin.common;

const AdminAuctions = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const query = useAdminAuctions({ page });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <Button component={Link} to="/admin/subastas/nueva">
          {t.newAuction}
        </Button>
      </Group>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{common.title}</Table.Th>
                  <Table.Th scope="col">{t.start}</Table.Th>
                  <Table.Th scope="col">{t.end}</Table.Th>
                  <Table.Th scope="col">{t.lots}</Table.Th>
                  <Table.Th scope="col">{common.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.auctions.map((auction) => (
                  <Table.Tr key={auction.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
                        {auction.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDateTime(auction.startDate)}</Table.Td>
                    <Table.Td>{formatDateTime(auction.endDate)}</Table.Td>
                    <Table.Td>{auction.lotQuantity}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="outline" color={auction.published ? 'green.9' : 'gray.7'}>
                          {auction.published ? common.published : common.draft}
                        </Badge>
                        {auction.status === 'closed' && (
                          <Badge variant="outline" color="gray.7">
                            {t.closed}
                          </Badge>
                        )}
                      </Group>
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
                  onChange={(next) => setParams({ pagina: String(next) })}
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

export default AdminAuctions;
