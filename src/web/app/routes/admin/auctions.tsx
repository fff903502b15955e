import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminAuctionOrderFields } from '@/common/schemas/auctions.ts';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
import { AdminPagination, AdminTable, SortableTh } from '@/web/components/admin/admin-table.tsx';
import { filterOptions, ListFilterSelect, ListFilters } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { ListSearch } from '@/web/components/admin/list-search.tsx';
import { useListShortcuts } from '@/web/components/admin/list-shortcuts.tsx';
import { WriteOnly } from '@/web/components/admin/staff-only.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminAuctions } from '@/web/features/auctions/api/get-admin-auctions.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';

const t = messages.admin.auctions;
const common = messages.admin.common;

/**
 * Auctions, drafts included, newest first: search, state and publication filters, sortable by title and
 * dates; all in the URL.
 */
const AdminAuctions = () => {
  const list = useListParams({
    sortFields: adminAuctionOrderFields,
    defaultSort: { field: 'createdOn', direction: 'desc' },
  });
  const status = list.oneOf('estado', ['open', 'closed'] as const);
  const published = list.oneOf('publicada', ['si', 'no'] as const);
  const shortcuts = useListShortcuts({ hasSearch: true });
  const query = useAdminAuctions({
    page: list.page,
    order: list.sort,
    filter: {
      ...(list.search ? { search: list.search } : {}),
      ...(status ? { status } : {}),
      ...(published ? { published: published === 'si' } : {}),
    },
  });
  return (
    <Stack gap="md">
      <ListHeader title={t.title}>
        <Group>
          {shortcuts.helpButton}
          <WriteOnly needs="subastas">
            <Button component={Link} to="/admin/subastas/nueva">
              {t.newAuction}
            </Button>
          </WriteOnly>
        </Group>
      </ListHeader>
      <ListFilters>
        <ListSearch
          list={list}
          label={t.search}
          buttonLabel={t.searchButton}
          inputRef={shortcuts.searchInput}
        />
        <ListFilterSelect
          list={list}
          param="estado"
          value={status}
          label={t.statusFilter}
          placeholder={t.all}
          data={filterOptions(t.statuses)}
          w={160}
        />
        <ListFilterSelect
          list={list}
          param="publicada"
          value={published}
          label={t.publishedFilter}
          placeholder={t.all}
          data={filterOptions(t.publishedOptions)}
          w={160}
        />
      </ListFilters>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            <AdminTable>
              <Table.Thead>
                <Table.Tr>
                  <SortableTh field="title" list={list}>
                    {common.title}
                  </SortableTh>
                  <SortableTh field="startDate" list={list}>
                    {t.start}
                  </SortableTh>
                  <SortableTh field="endDate" list={list}>
                    {t.end}
                  </SortableTh>
                  <Table.Th scope="col" ta="right">
                    {t.lots}
                  </Table.Th>
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
                    <Table.Td ta="right">{auction.lotQuantity}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge
                          variant="outline"
                          color={auction.published ? adminColors.positive : adminColors.neutral}
                        >
                          {auction.published ? common.published : common.draft}
                        </Badge>
                        {auction.status === 'closed' && (
                          <Badge variant="outline" color={adminColors.neutral}>
                            {t.closed}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
            {data.auctions.length === 0 && <Text c="dimmed">{messages.admin.table.noResults}</Text>}
            <AdminPagination list={list} metadata={metadata} label={t.pagination} />
          </Stack>
        )}
      </QueryState>
      {shortcuts.help}
    </Stack>
  );
};

export default AdminAuctions;
