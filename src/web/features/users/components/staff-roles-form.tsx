import { Alert, Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { staffRoles, type TStaffRole } from '@/common/staff-roles.ts';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useSetUserRoles } from '../api/set-user-roles.ts';

const t = messages.admin.user.roles;

/** A person's staff roles as checkboxes; only administración may change them (the API says the same). */
export const StaffRolesForm = ({ userId, roles }: { userId: number; roles: TStaffRole[] }) => {
  const { mayWrite } = useStaffAccess();
  const mayChange = mayWrite('roles');
  const save = useSetUserRoles(userId);
  const [chosen, setChosen] = useState<TStaffRole[] | null>(null);
  const value = chosen ?? roles;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Checkbox.Group
          label={t.title}
          labelElement="div"
          value={value}
          onChange={(next) => setChosen(staffRoles.filter((role) => next.includes(role)))}
          description={mayChange ? t.help : t.readOnly}
        >
          <Stack gap="xs" mt="xs">
            {staffRoles.map((role) => (
              <Checkbox
                key={role}
                value={role}
                disabled={!mayChange}
                label={messages.staffRoles[role].label}
                description={messages.staffRoles[role].description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {mayChange && (
          <Button
            w="fit-content"
            disabled={chosen === null}
            loading={save.isPending}
            onClick={() => chosen && save.mutate(chosen, { onSuccess: () => setChosen(null) })}
          >
            {t.save}
          </Button>
        )}
        <ErrorAlert error={save.error} />
        {save.isSuccess && chosen === null && (
          <Alert color="green" role="status">
            <Text size="sm">{t.saved}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
