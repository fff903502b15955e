import { Button, Group, List, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AdminPanel } from '@/web/components/admin/admin-panel.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useAddConsignorLink } from '../api/add-consignor-link.ts';
import { useConsignorLinks } from '../api/get-consignor-links.ts';
import { useRemoveConsignorLink } from '../api/remove-consignor-link.ts';

/**
 * The consignors a person is linked to (docs/fair-play.md): they may not subscribe to nor bid on those
 * consignors' auctions. Administración or inscripciones link and unlink; every change is audited.
 */
export const ConsignorLinks = ({ userId, userName }: { userId: number; userName: string }) => {
  const t = messages.admin.user.consignorLinks;
  const links = useConsignorLinks(userId);
  const add = useAddConsignorLink(userId);
  const remove = useRemoveConsignorLink(userId);
  const mayEdit = useStaffAccess().mayWrite(['usuarios', 'inscripciones']);
  const [nif, setNif] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ nif }, { onSuccess: () => setNif('') });
  };
  const items = links.data?.data.links ?? [];
  return (
    <AdminPanel title={t.title}>
      <Text size="sm" c="gray.7" mb="xs">
        {t.help}
      </Text>
      {items.length === 0 ? (
        <Text size="sm">{t.none}</Text>
      ) : (
        <List spacing={4} aria-label={t.title}>
          {items.map((link) => (
            <List.Item key={link.id}>
              <Group gap="xs">
                <Text size="sm">
                  {t.linked(link.nif, link.consignorName)}{' '}
                  <Text span size="xs" c="gray.7">
                    ({formatDate(link.createdOn)})
                  </Text>
                </Text>
                {mayEdit && (
                  <ConfirmButton
                    size="compact-xs"
                    variant="subtle"
                    color="red.9"
                    isPending={remove.isPending}
                    confirmation={{
                      question: t.unlinkQuestion(userName, link.nif),
                      confirmLabel: t.unlink,
                      isDestructive: true,
                    }}
                    onConfirm={() => remove.mutate(link.id)}
                  >
                    {t.unlink}
                  </ConfirmButton>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {mayEdit && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs" mt="sm">
            <TextInput
              label={t.nif}
              value={nif}
              onChange={(event) => setNif(event.currentTarget.value)}
              error={add.error instanceof ApiError ? add.error.fields?.nif : undefined}
              size="sm"
            />
            <Button type="submit" size="sm" loading={add.isPending}>
              {t.link}
            </Button>
          </Group>
        </form>
      )}
      <ErrorAlert
        error={add.error instanceof ApiError && add.error.fields?.nif ? null : (add.error ?? remove.error)}
      />
    </AdminPanel>
  );
};
