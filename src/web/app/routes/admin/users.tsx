import { Anchor, Badge, Checkbox, Group, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
import { AdminPagination, AdminTable, SortableTh } from '@/web/components/admin/admin-table.tsx';
import { ListFilters } from '@/web/components/admin/list-filters.tsx';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { useListParams } from '@/web/components/admin/list-params.ts';
import { ListSearch } from '@/web/components/admin/list-search.tsx';
import { useListShortcuts } from '@/web/components/admin/list-shortcuts.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminUsers } from '@/web/features/users/api/get-admin-users.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate } from '@/web/lib/format.ts';

const t = messages.admin.users;

const flags = () =>
  [
    ['isActive', t.flags.isActive],
    ['isBanned', t.flags.isBanned],
    ['hasWrongEmail', t.flags.hasWrongEmail],
    ['isCompany', t.flags.isCompany],
    ['isAdmin', t.flags.isAdmin],
  ] as const;

/**
 * Users: the search runs as the clerk types (after a short pause) or with its button; search, filters,
 * sort and page live in the URL, so a clerk can share or reload the exact list.
 */
const AdminUsers = () => {
  const list = useListParams({
    sortFields: ['createdOn', 'lastname', 'email'] as const,
    defaultSort: { field: 'createdOn', direction: 'desc' },
  });
  const shortcuts = useListShortcuts({ hasSearch: true });
  const filter = Object.fromEntries(
    flags()
      .filter(([flag]) => list.get(flag) === '1')
      .map(([flag]) => [flag, true]),
  );
  const query = useAdminUsers({
    page: list.page,
    filter: { ...filter, ...(list.search ? { search: list.search } : {}) },
    order: list.sort,
  });
  return (
    <Stack gap="md">
      <ListHeader title={t.title}>{shortcuts.helpButton}</ListHeader>
      <ListFilters>
        <ListSearch
          list={list}
          label={t.search}
          buttonLabel={t.searchButton}
          placeholder={t.searchPlaceholder}
          inputRef={shortcuts.searchInput}
        />
        {flags().map(([flag, label]) => (
          <Checkbox
            key={flag}
            label={label}
            checked={list.get(flag) === '1'}
            onChange={(event) => list.setFilter(flag, event.currentTarget.checked ? '1' : null)}
          />
        ))}
      </ListFilters>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            <AdminTable>
              <Table.Thead>
                <Table.Tr>
                  <SortableTh field="lastname" list={list}>
                    {t.name}
                  </SortableTh>
                  <SortableTh field="email" list={list}>
                    {t.email}
                  </SortableTh>
                  <Table.Th scope="col" visibleFrom="lg">
                    {t.document}
                  </Table.Th>
                  <SortableTh field="createdOn" list={list}>
                    {t.createdOn}
                  </SortableTh>
                  <Table.Th scope="col">{messages.admin.common.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/usuarios/${user.id}`}>
                        {user.fullName}
                      </Anchor>
                      {user.companyName && <div>{user.companyName}</div>}
                    </Table.Td>
                    {/* A long address breaks anywhere rather than push the table past the screen. */}
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td visibleFrom="lg">{user.vatId}</Table.Td>
                    <Table.Td>{formatDate(user.createdOn)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {!user.isActive && (
                          <Badge variant="outline" color={adminColors.neutral}>
                            {t.inactive}
                          </Badge>
                        )}
                        {user.isBanned && (
                          <Badge variant="outline" color={adminColors.danger}>
                            {t.banned}
                          </Badge>
                        )}
                        {user.hasWrongEmail && (
                          <Badge variant="outline" color={adminColors.warning}>
                            {t.wrongEmail}
                          </Badge>
                        )}
                        {user.isAdmin && (
                          <Badge variant="outline" color={adminColors.primary}>
                            {t.admin}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
            <AdminPagination list={list} metadata={metadata} label={t.pagination} />
          </Stack>
        )}
      </QueryState>
      {shortcuts.help}
    </Stack>
  );
};

export default AdminUsers;
