import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useProvePasskey } from '../api/prove-passkey.ts';
import { useProveSecondFactorCode } from '../api/prove-second-factor-code.ts';

const t = messages.secondFactor;

/** The code, or "Usar llave de acceso": at login after the password, and in the step-up dialog. */
export const SecondFactorStep = ({
  intro,
  passkey,
  onProved,
}: {
  intro: string;
  passkey: boolean;
  onProved: (user: TCurrentUser) => void;
}) => {
  const [code, setCode] = useState('');
  const prove = useProveSecondFactorCode();
  const provePasskey = useProvePasskey();
  const codeError = prove.error instanceof ApiError ? (prove.error.fields.code ?? prove.error.message) : null;
  const passkeyError = provePasskey.error
    ? provePasskey.error instanceof ApiError
      ? provePasskey.error.message
      : t.passkeyFailed
    : null;
  return (
    <Stack gap="sm">
      <Text size="sm">{intro}</Text>
      {passkey && (
        <Button
          variant="default"
          loading={provePasskey.isPending}
          onClick={() => provePasskey.mutate(undefined, { onSuccess: onProved })}
        >
          {t.usePasskey}
        </Button>
      )}
      {passkeyError && (
        <Alert color="red" role="alert">
          {passkeyError}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          prove.mutate(code.trim(), { onSuccess: onProved });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t.code}
            autoComplete="one-time-code"
            inputMode="text"
            data-autofocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={codeError}
            required
          />
          <Button type="submit" loading={prove.isPending}>
            {t.confirm}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
};
