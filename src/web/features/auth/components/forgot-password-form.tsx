import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { ZEmailSchema } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

export const ForgotPasswordForm = () => {
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(z.object({ email: ZEmailSchema }), { sync: true }),
  });
  if (forgot.data) return <Alert color="green">{forgot.data.data.message}</Alert>;
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => forgot.mutate(email))}>
      <Stack gap="sm">
        <Text size="sm">{messages.auth.forgotIntro}</Text>
        <ErrorAlert error={forgot.error} />
        <TextInput
          label={messages.auth.email}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={forgot.isPending}>
          {messages.auth.sendLink}
        </Button>
      </Stack>
    </form>
  );
};
