import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZChangeEmailRequestSchema } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useEmailConfirmation } from '../api/confirm-email.ts';
import { applyServerErrors } from './form-errors.ts';

/** Changing the e-mail sends a link to the new address; the change happens when it is opened. */
export const EmailForm = ({
  currentEmail,
  confirmationKey,
}: {
  currentEmail: string;
  confirmationKey: string | null;
}) => {
  const change = useChangeEmail();
  const confirmation = useEmailConfirmation(confirmationKey);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', currentPassword: '' },
    validate: schemaResolver(ZChangeEmailRequestSchema, { sync: true }),
  });
  return (
    <Stack gap="sm" maw={420}>
      {confirmation.data && (
        <Alert color={confirmation.data.data.result === 'changed' ? 'green' : 'orange'} role="status">
          {confirmation.data.data.message}
        </Alert>
      )}
      <Text size="sm">
        {messages.account.currentEmail}: <strong>{currentEmail}</strong>
      </Text>
      {change.data ? (
        <Alert color="green" role="status">
          {change.data.data.message}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            change.mutate(values, { onError: (error) => applyServerErrors(form, error) }),
          )}
        >
          <Stack gap="sm">
            <TextInput
              label={messages.auth.newEmail}
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={messages.auth.currentPassword}
              autoComplete="current-password"
              required
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <Button type="submit" loading={change.isPending} w="fit-content">
              {messages.auth.changeEmail}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
