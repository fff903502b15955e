import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZContactRequestSchema } from '@/common/schemas/contact.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError, api } from '@/web/lib/api-client.ts';

const t = messages.contact;

const send = (message: Record<string, string>) =>
  api.post<{ data: { message: string } }>('/frontend/contact', { message });

/** The contact form: validated in the browser with the API's own rules, throttled by the server. */
export const ContactForm = () => {
  const mutation = useMutation({ mutationFn: send });
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', phone: '', subject: '', body: '' },
    validate: (values) => {
      const result = ZContactRequestSchema.safeParse({ message: values });
      const errors: Record<string, string> = {};
      for (const issue of result.error?.issues ?? []) errors[String(issue.path.at(-1))] ??= issue.message;
      return errors;
    },
  });
  if (mutation.data)
    return (
      <Alert color="green" role="status">
        {mutation.data.data.message}
      </Alert>
    );
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        mutation.mutate(values, {
          onError: (error) => {
            if (error instanceof ApiError)
              form.setErrors(
                Object.fromEntries(
                  Object.entries(error.fields).map(([key, value]) => [key.replace(/^message\./, ''), value]),
                ),
              );
          },
        }),
      )}
    >
      <Stack gap="sm">
        <ErrorAlert error={mutation.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.name}
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t.email}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t.phoneOptional}
            type="tel"
            autoComplete="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t.subject}
            required
            key={form.key('subject')}
            {...form.getInputProps('subject')}
          />
        </SimpleGrid>
        <Textarea
          label={t.message}
          required
          autosize
          minRows={4}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Button type="submit" loading={mutation.isPending} w="fit-content">
          {t.send}
        </Button>
      </Stack>
    </form>
  );
};
