import { Alert, Button, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useParams } from 'react-router';
import { ZPasswordRecoveryRequestSchema } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useRecoveryKey } from '@/web/features/auth/api/check-recovery-key.ts';
import { useRecoverPassword } from '@/web/features/auth/api/recover-password.ts';
import { applyServerErrors } from '@/web/features/auth/components/form-errors.ts';
import { NewPasswordFields } from '@/web/features/auth/components/new-password-fields.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';

/** `/user/password-restablishment/{key}`: checks the e-mailed key, then sets the new password. */
const PasswordResetPage = () => {
  const { passwordRecoveryKey: key = '' } = useParams();
  usePageTitle(messages.account.passwordResetTitle);
  const check = useRecoveryKey(key);
  const recover = useRecoverPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { key, password: '', passwordConfirmation: '' },
    // The API's own rules (length, confirmation); the key was checked before the form shows.
    validate: schemaResolver(ZPasswordRecoveryRequestSchema.shape.passwordRecovery, { sync: true }),
  });
  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>{messages.account.passwordResetTitle}</Title>
      {recover.data ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {recover.data.data.message}
          </Alert>
          <Button onClick={() => openAuthDialog('login')} w="fit-content">
            {messages.auth.goToLogin}
          </Button>
        </Stack>
      ) : (
        <QueryState query={check} lines={2}>
          {({ data }) =>
            data.result !== 'valid' ? (
              <Alert color="orange" role="alert">
                {data.message}
              </Alert>
            ) : (
              <form
                noValidate
                onSubmit={form.onSubmit((values) =>
                  recover.mutate(values, { onError: (error) => applyServerErrors(form, error) }),
                )}
              >
                <Stack gap="sm">
                  <ErrorAlert error={recover.error} />
                  <NewPasswordFields form={form} />
                  <Button type="submit" loading={recover.isPending}>
                    {messages.auth.resetButton}
                  </Button>
                </Stack>
              </form>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
};

export default PasswordResetPage;
