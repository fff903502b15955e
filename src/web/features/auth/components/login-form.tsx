import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import type { TSecondFactorChallenge } from '@/common/schemas/auth.ts';
import { ZLoginRequestSchema } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { useLogin } from '../api/login.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { focusFirstError, showServerErrors } from './form-errors.ts';
import { useReturnPath } from './return-path.ts';
import { SecondFactorLogin } from './second-factor-login.tsx';

export const LoginForm = ({ onSuccess }: { onSuccess?: () => void }) => {
  const login = useLogin();
  const resend = useResendActivation();
  const returnTo = useReturnPath();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', remember: false },
    validate: schemaResolver(ZLoginRequestSchema, { sync: true }),
  });
  const [challenge, setChallenge] = useState<TSecondFactorChallenge | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const inactive = login.error instanceof ApiError && login.error.code === 'ACCOUNT_INACTIVE';

  if (challenge) return <SecondFactorLogin challenge={challenge} onDone={onSuccess} />;
  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          login.mutate(values, {
            onSuccess: ({ data }) =>
              'secondFactor' in data ? setChallenge(data.secondFactor) : onSuccess?.(),
            onError: (error) => showServerErrors(form, formElement.current, error),
          }),
        () => focusFirstError(formElement.current),
      )}
    >
      <Stack gap="sm">
        {login.error && !Object.keys((login.error as ApiError).fields ?? {}).length && (
          <Alert color="red" role="alert" tabIndex={-1} data-form-error>
            {login.error.message}
          </Alert>
        )}
        {inactive && (
          <Button
            variant="light"
            loading={resend.isPending}
            onClick={() => resend.mutate({ email: form.getValues().email, returnTo })}
          >
            {messages.auth.resendActivation}
          </Button>
        )}
        {resend.data && <Alert color="green">{resend.data.data.message}</Alert>}
        <TextInput
          label={messages.auth.email}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {/* Mantine leaves a password field's error unlinked: named here, a screen reader reads it with the field. */}
        <PasswordInput
          id="login-password"
          label={messages.auth.password}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
          aria-invalid={form.errors.password ? true : undefined}
          aria-describedby={form.errors.password ? 'login-password-error' : undefined}
        />
        <Checkbox
          label={messages.auth.remember}
          key={form.key('remember')}
          {...form.getInputProps('remember', { type: 'checkbox' })}
        />
        <Button type="submit" loading={login.isPending}>
          {messages.auth.loginButton}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog('forgot')}>
            {messages.auth.forgot}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog('signup')}>
            {messages.auth.noAccount}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
};
