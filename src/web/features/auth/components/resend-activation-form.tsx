import { Alert, Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { ZEmailSchema } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { useReturnPath } from './return-path.ts';

export const ResendActivationForm = () => {
  const resend = useResendActivation();
  const returnTo = useReturnPath();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(z.object({ email: ZEmailSchema }), { sync: true }),
  });
  if (resend.data) return <Alert color="green">{resend.data.data.message}</Alert>;
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => resend.mutate({ email, returnTo }))}>
      <Group align="flex-end">
        <TextInput
          label={messages.auth.email}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={resend.isPending}>
          {messages.auth.resendActivation}
        </Button>
      </Group>
      {resend.error && (
        <Alert color="red" role="alert" mt="sm">
          {resend.error.message}
        </Alert>
      )}
    </form>
  );
};
