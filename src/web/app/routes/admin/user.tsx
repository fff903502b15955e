import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPanel } from '@/web/components/admin/admin-panel.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { AuditChanges } from '@/web/features/audit/components/audit-changes.tsx';
import { ConsignorLinks } from '@/web/features/fair-play/components/consignor-links.tsx';
import { useCheckUserVat } from '@/web/features/users/api/check-user-vat.ts';
import { useDeleteUser } from '@/web/features/users/api/delete-user.ts';
import { useAdminUser } from '@/web/features/users/api/get-admin-user.ts';
import { useUserBids } from '@/web/features/users/api/get-user-bids.ts';
import { useUserSubscriptions } from '@/web/features/users/api/get-user-subscriptions.ts';
import { useUpdateUser } from '@/web/features/users/api/update-user.ts';
import { StaffRolesForm } from '@/web/features/users/components/staff-roles-form.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.user;
const common = messages.admin.common;

const switches = () =>
  [
    ['isActive', t.switches.isActive],
    ['isBanned', t.switches.isBanned],
    ['isBiddingBlocked', t.switches.isBiddingBlocked],
    ['hasWrongEmail', t.switches.hasWrongEmail],
  ] as const;

const UserActivity = ({ id }: { id: number }) => {
  const subscriptions = useUserSubscriptions(id);
  const bids = useUserBids(id);
  return (
    <Tabs defaultValue="inscripciones">
      <Tabs.List>
        <Tabs.Tab value="inscripciones">{t.subscriptions}</Tabs.Tab>
        <Tabs.Tab value="pujas">{t.bids}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="inscripciones" pt="sm">
        <Table>
          <Table.Tbody>
            {subscriptions.data?.data.subscriptions.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td>
                  {subscriptions.data?.metadata.auctions[String(subscription.auctionId)]?.title}
                </Table.Td>
                <Table.Td>{subscription.status}</Table.Td>
                <Table.Td>{subscription.paid ? common.depositReceived : ''}</Table.Td>
                <Table.Td>{formatDateTime(subscription.createdOn)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
      <Tabs.Panel value="pujas" pt="sm">
        <Table>
          <Table.Tbody>
            {bids.data?.data.bids.map((bid) => (
              <Table.Tr key={bid.id}>
                <Table.Td>{bid.lot.auctionTitle}</Table.Td>
                <Table.Td>{bid.lot.title}</Table.Td>
                <Table.Td>
                  {formatCents(bid.amount)}
                  {bid.isAuto ? common.automatic : ''}
                </Table.Td>
                <Table.Td>{formatDateTime(bid.createdOn)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
    </Tabs>
  );
};

/** VIES check of the user's VAT number, and deletion (refused, with the reason, when they have bids). */
const UserActions = ({
  userId,
  userName,
  vatId,
  countryIso2,
}: {
  userId: number;
  userName: string;
  vatId: string | null;
  countryIso2: string;
}) => {
  const vies = useCheckUserVat();
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const mayEdit = useStaffAccess().mayWrite('usuarios');
  return (
    <Paper withBorder p="md">
      <Group>
        <Button
          variant="default"
          disabled={!vatId}
          loading={vies.isPending}
          onClick={() => vatId && vies.mutate({ country: countryIso2, number: vatId })}
        >
          {t.checkVies}
        </Button>
        {mayEdit && (
          <ConfirmButton
            variant="subtle"
            color="red.9"
            isPending={remove.isPending}
            confirmation={{
              question: t.deleteQuestion(userName),
              confirmLabel: messages.admin.common.delete,
              isDestructive: true,
            }}
            onConfirm={() => remove.mutate(userId, { onSuccess: () => navigate('/admin/usuarios') })}
          >
            {t.deleteUser}
          </ConfirmButton>
        )}
      </Group>
      {vies.data && (
        <Alert
          mt="sm"
          color={vies.data.data.vat.valid ? 'green' : vies.data.data.vat.valid === false ? 'red' : 'orange'}
          role="status"
        >
          {vies.data.data.vat.message} {vies.data.data.vat.name ?? ''}
        </Alert>
      )}
      {(vies.error || remove.error) && (
        <Alert mt="sm" color="red" role="alert">
          {(vies.error ?? remove.error)?.message}
        </Alert>
      )}
    </Paper>
  );
};

const AdminUser = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const query = useAdminUser(id);
  const update = useUpdateUser(id);
  const [notes, setNotes] = useState<string | null>(null);
  const mayEdit = useStaffAccess().mayWrite('usuarios');
  return (
    <QueryState query={query}>
      {({ data: { user, audit } }) => (
        <Stack gap="md">
          <Title order={2} size="h3">
            {user.fullName}
          </Title>
          <ErrorAlert error={update.error} />
          <Paper withBorder p="md">
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{messages.admin.users.email}</Table.Th>
                  <Table.Td>{user.email}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.phone}</Table.Th>
                  <Table.Td>{user.phone1}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{messages.admin.users.document}</Table.Th>
                  <Table.Td>
                    {user.vatIdType.toUpperCase()} {user.vatId}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.company}</Table.Th>
                  <Table.Td>{user.companyName ?? '—'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t.address}</Table.Th>
                  <Table.Td>{[user.address, user.postalCode, user.city].filter(Boolean).join(', ')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{messages.admin.users.createdOn}</Table.Th>
                  <Table.Td>{formatDateTime(user.createdOn)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="sm">
              {switches().map(([flag, label]) => (
                <Switch
                  key={flag}
                  label={label}
                  checked={user[flag]}
                  disabled={!mayEdit}
                  onChange={(event) => update.mutate({ [flag]: event.currentTarget.checked })}
                />
              ))}
              {user.biddingBlockedReason && (
                <Alert color="orange" variant="light" title={t.biddingBlockedReason}>
                  {user.biddingBlockedReason}
                </Alert>
              )}
              <Textarea
                label={t.notes}
                defaultValue={user.observations ?? ''}
                readOnly={!mayEdit}
                onChange={(event) => setNotes(event.currentTarget.value)}
                autosize
                minRows={2}
              />
              {mayEdit && (
                <Button
                  w="fit-content"
                  disabled={notes === null}
                  loading={update.isPending}
                  onClick={() => update.mutate({ observations: notes || null })}
                >
                  {t.saveNotes}
                </Button>
              )}
            </Stack>
          </Paper>
          <StaffRolesForm userId={user.id} roles={user.roles} />
          <ConsignorLinks userId={user.id} userName={user.fullName} />
          <UserActions
            userId={user.id}
            userName={user.fullName}
            vatId={user.vatId}
            countryIso2={user.vatIdType === 'eu-vat' ? (user.vatId ?? '').slice(0, 2) : 'ES'}
          />
          <Paper withBorder p="md">
            <UserActivity id={user.id} />
          </Paper>
          <AdminPanel title={common.history}>
            {audit.length === 0 ? (
              <Text c="dimmed">{common.noChanges}</Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {audit.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatDateTime(entry.createdOn)}</Table.Td>
                      <Table.Td>
                        {entry.actorId === null ? common.system : common.adminActor(entry.actorId)}
                      </Table.Td>
                      <Table.Td>
                        <AuditChanges action={entry.action} changes={entry.changes} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </AdminPanel>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminUser;
