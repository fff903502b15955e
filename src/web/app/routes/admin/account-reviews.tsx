import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable } from '@/web/components/admin/admin-table.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useBanReviewedAccount } from '@/web/features/fair-play/api/ban-reviewed-account.ts';
import { useDismissAccountReview } from '@/web/features/fair-play/api/dismiss-account-review.ts';
import { useAccountReviews } from '@/web/features/fair-play/api/get-account-reviews.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.accountReviews;

/**
 * Accounts to review (docs/fair-play.md): each shares a browser or its sign-up address with an account
 * banned in the last 30 days, and says which and when. The reviewer bans it or dismisses it.
 */
const AdminAccountReviews = () => {
  const query = useAccountReviews();
  const ban = useBanReviewedAccount();
  const dismiss = useDismissAccountReview();
  const { mayWrite } = useStaffAccess();
  const mayBan = mayWrite('usuarios');
  const mayDismiss = mayWrite(['usuarios', 'inscripciones']);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <Text size="sm" c="gray.7">
        {t.help}
      </Text>
      <ErrorAlert error={ban.error ?? dismiss.error} />
      <QueryState query={query}>
        {({ data }) =>
          data.reviews.length === 0 ? (
            <Text c="dimmed">{t.none}</Text>
          ) : (
            <AdminTable>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.account}</Table.Th>
                  <Table.Th scope="col">{t.reason}</Table.Th>
                  <Table.Th scope="col">{messages.account.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.reviews.map((review) => (
                  <Table.Tr key={`${review.user.id}-${review.bannedUser.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/usuarios/${review.user.id}`}>
                        {review.user.fullName}
                      </Anchor>{' '}
                      <Text span size="xs" c="gray.7">
                        {review.user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{review.reason}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {mayBan && (
                          <ConfirmButton
                            size="xs"
                            color="red.9"
                            isPending={ban.isPending}
                            confirmation={{
                              question: t.banQuestion(review.user.fullName),
                              detail: review.reason,
                              confirmLabel: t.ban,
                              isDestructive: true,
                            }}
                            onConfirm={() =>
                              ban.mutate({ userId: review.user.id, bannedUserId: review.bannedUser.id })
                            }
                          >
                            {t.ban}
                          </ConfirmButton>
                        )}
                        {mayDismiss && (
                          <ConfirmButton
                            size="xs"
                            variant="default"
                            isPending={dismiss.isPending}
                            confirmation={{
                              question: t.dismissQuestion(review.user.fullName),
                              confirmLabel: t.dismiss,
                            }}
                            onConfirm={() =>
                              dismiss.mutate({ userId: review.user.id, bannedUserId: review.bannedUser.id })
                            }
                          >
                            {t.dismiss}
                          </ConfirmButton>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default AdminAccountReviews;
