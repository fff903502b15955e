import { Alert, Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TFactorAddedResponse } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useStartTotp } from '../api/start-totp.ts';

const t = messages.secondFactor;

/** The QR code of the otpauth:// address, drawn in the browser (the library loads only here). */
const useQrCode = (uri: string | undefined) => {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setDataUrl(url)),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return dataUrl;
};

/** Adds an authenticator app: a new secret as QR and text, confirmed by a first code from the app. */
export const TotpEnrolment = ({ onAdded }: { onAdded: (added: TFactorAddedResponse['data']) => void }) => {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const qr = useQrCode(start.data?.uri);
  if (!start.data)
    return (
      <Stack gap="xs">
        {start.error && (
          <Alert color="red" role="alert">
            {start.error.message}
          </Alert>
        )}
        <Button variant="default" w="fit-content" loading={start.isPending} onClick={() => start.mutate()}>
          {t.totpStart}
        </Button>
      </Stack>
    );
  const error =
    confirm.error instanceof ApiError ? (confirm.error.fields.code ?? confirm.error.message) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code.trim(), { onSuccess: onAdded });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t.totpIntro}</Text>
        {qr && <Image src={qr} alt={t.qrAlt} w={200} h={200} />}
        <Text size="sm">
          {t.totpSecret}: <Code data-testid="totp-secret">{start.data.secret}</Code>
        </Text>
        <TextInput
          label={t.code}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          required
        />
        <Button type="submit" w="fit-content" loading={confirm.isPending}>
          {t.confirm}
        </Button>
      </Stack>
    </form>
  );
};
