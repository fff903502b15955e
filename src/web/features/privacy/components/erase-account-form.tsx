import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { erasureConfirmationWord, ZEraseAccountRequestSchema } from '@/common/schemas/privacy.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useEraseAccount } from '../api/erase-account.ts';

const t = messages.privacy;

/**
 * Erasing the account asks for the current password and the typed word, so it cannot happen by a slip.
 * The server's refusal (409, while a lot is being led or a settlement is owed) is shown as it says it.
 */
export const EraseAccountForm = ({ onErased }: { onErased: (message: string) => void }) => {
  const erase = useEraseAccount();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', confirmation: '' },
    validate: schemaResolver(ZEraseAccountRequestSchema, { sync: true }),
  });
  const refusal = erase.error instanceof ApiError && erase.error.status === 409 ? erase.error.message : null;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        erase.mutate(values, {
          onSuccess: ({ data }) => onErased(data.message),
          onError: (error) => {
            if (error instanceof ApiError) form.setErrors(error.fields);
          },
        }),
      )}
    >
      <Stack gap="sm" maw={420}>
        {refusal && (
          <Alert color="orange" role="alert">
            {refusal}
          </Alert>
        )}
        <PasswordInput
          label={t.currentPassword}
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <TextInput
          label={t.confirmation(erasureConfirmationWord)}
          autoComplete="off"
          required
          key={form.key('confirmation')}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" color="red" loading={erase.isPending} w="fit-content">
          {t.erase}
        </Button>
      </Stack>
    </form>
  );
};
