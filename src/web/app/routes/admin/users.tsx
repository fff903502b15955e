import {
  Anchor,
  Badge,
  Center,
  Checkbox,
  Group,
  Pagination,
  Stack,
  Table,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminUsers } from '@/web/features/admin/api/users/get-admin-users.ts';
import { es } from '@/web/i18n/es.ts';

const t = es.admin.users;

const flags = [
  ['isActive', t.flags.isActive],
  ['isBanned', t.flags.isBanned],
  ['hasWrongEmail', t.flags.hasWrongEmail],
  ['isCompany', t.flags.isCompany],
  ['isAdmin', t.flags.isAdmin],
] as const;

/** Users: search and filters live in the URL, so a clerk can share or reload the exact list. */
const AdminUsers = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const search = params.get('q') ?? '';
  const orderField =
    (['createdOn', 'lastname', 'email'] as const).find((field) => field === params.get('orden')) ??
    'createdOn';
  const orderDirection = params.get('sentido') === 'asc' ? 'asc' : 'desc';
  /** A column header that sorts by its field, and flips the direction on a second click. */
  const SortHeader = ({ field, label }: { field: typeof orderField; label: string }) => (
    <Table.Th
      scope="col"
      aria-sort={orderField === field ? (orderDirection === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        fw={700}
        onClick={() =>
          update({ orden: field, sentido: orderField === field && orderDirection === 'asc' ? 'desc' : 'asc' })
        }
      >
        {label} {orderField === field ? (orderDirection === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  const filter = Object.fromEntries(
    flags.filter(([flag]) => params.get(flag) === '1').map(([flag]) => [flag, true]),
  );
  const query = useAdminUsers({
    page,
    filter: { ...filter, ...(search ? { search } : {}) },
    order: { field: orderField, direction: orderDirection },
  });
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      value === null ? next.delete(key) : next.set(key, value);
    next.delete('pagina');
    setParams(next);
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <Group align="flex-end">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          defaultValue={search}
          onKeyDown={(event) => event.key === 'Enter' && update({ q: event.currentTarget.value || null })}
          w={320}
        />
        {flags.map(([flag, label]) => (
          <Checkbox
            key={flag}
            label={label}
            checked={params.get(flag) === '1'}
            onChange={(event) => update({ [flag]: event.currentTarget.checked ? '1' : null })}
          />
        ))}
      </Group>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader field="lastname" label={t.name} />
                  <SortHeader field="email" label={t.email} />
                  <Table.Th scope="col">{t.document}</Table.Th>
                  <SortHeader field="createdOn" label={t.createdOn} />
                  <Table.Th scope="col">{es.admin.common.status}</Table.Th>
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
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.vatId}</Table.Td>
                    <Table.Td>{formatDate(user.createdOn)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {!user.isActive && (
                          <Badge variant="outline" color="gray.7">
                            {t.inactive}
                          </Badge>
                        )}
                        {user.isBanned && (
                          <Badge variant="outline" color="red.9">
                            {t.banned}
                          </Badge>
                        )}
                        {user.hasWrongEmail && (
                          <Badge variant="outline" color="orange.9">
                            {t.wrongEmail}
                          </Badge>
                        )}
                        {user.isAdmin && (
                          <Badge variant="outline" color="blue.9">
                            {t.admin}
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
                  onChange={(next) =>
                    setParams((old) => {
                      old.set('pagina', String(next));
                      return old;
                    })
                  }
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

export default AdminUsers;
