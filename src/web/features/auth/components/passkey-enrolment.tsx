import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TFactorAddedResponse } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useRegisterPasskey } from '../api/register-passkey.ts';

const t = messages.secondFactor;

/** Adds a passkey: the browser and device create it, the server keeps its public key. */
export const PasskeyEnrolment = ({ onAdded }: { onAdded: (added: TFactorAddedResponse['data']) => void }) => {
  const [name, setName] = useState<string>(t.passkeyNameDefault);
  const register = useRegisterPasskey();
  const error = register.error
    ? register.error instanceof ApiError
      ? (register.error.fields.name ?? register.error.message)
      : t.passkeyFailed
    : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        register.mutate(name.trim(), { onSuccess: onAdded });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t.passkeyName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
        />
        <Button type="submit" loading={register.isPending}>
          {t.passkeyAdd}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" mt="sm">
          {error}
        </Alert>
      )}
    </form>
  );
};
