import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZChangePasswordRequestSchema } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useChangePassword } from '../api/change-password.ts';
import { applyServerErrors } from './form-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export const PasswordForm = () => {
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: schemaResolver(ZChangePasswordRequestSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => form.reset(),
          onError: (error) => applyServerErrors(form, error),
        }),
      )}
    >
      <Stack gap="sm" maw={420}>
        {change.data && (
          <Alert color="green" role="status">
            {change.data.data.message}
          </Alert>
        )}
        <PasswordInput
          label={messages.auth.currentPassword}
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" loading={change.isPending} w="fit-content">
          {messages.auth.changePassword}
        </Button>
      </Stack>
    </form>
  );
};
