import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TFactorAddedResponse } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate } from '@/web/lib/format.ts';
import { useSecondFactor } from '../api/get-second-factor.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { useRemoveTotp } from '../api/remove-totp.ts';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { PasskeyEnrolment } from './passkey-enrolment.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

const t = messages.secondFactor;

/** "Mi cuenta › Seguridad": passkeys, the authenticator app and recovery codes. */
export const SecuritySettings = () => {
  const status = useSecondFactor();
  const removePasskey = useRemovePasskey();
  const removeTotp = useRemoveTotp();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const added = (result: TFactorAddedResponse['data']) => setCodes(result.recoveryCodes ?? null);
  const failure = removePasskey.error ?? removeTotp.error ?? renew.error;
  if (!status.data) return <Loader size="sm" aria-label={t.title} />;
  const { required, totp, passkeys, recoveryCodesLeft } = status.data;
  return (
    <Stack gap="lg">
      <StepUpDialog />
      <Text size="sm">{required ? t.required : t.optional}</Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {codes && <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />}
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t.passkeysTitle}
        </Title>
        <Text size="sm">{t.passkeysIntro}</Text>
        {passkeys.length === 0 && <Text size="sm">{t.noPasskeys}</Text>}
        {passkeys.map((key) => (
          <Group key={key.id} justify="space-between">
            <Text size="sm">
              {key.name} · {t.passkeyAdded(formatDate(key.createdAt))}
            </Text>
            <Button variant="subtle" color="red" size="xs" onClick={() => removePasskey.mutate(key.id)}>
              {t.passkeyRemove}
            </Button>
          </Group>
        ))}
        <PasskeyEnrolment onAdded={added} />
      </Stack>
      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t.totpTitle}
        </Title>
        {totp ? (
          <Group justify="space-between">
            <Text size="sm">{t.totpOn}</Text>
            <Button variant="subtle" color="red" size="xs" onClick={() => removeTotp.mutate()}>
              {t.totpRemove}
            </Button>
          </Group>
        ) : (
          <TotpEnrolment onAdded={added} />
        )}
      </Stack>
      {(totp || passkeys.length > 0) && (
        <>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t.recoveryTitle}
            </Title>
            <Text size="sm">{t.recoveryLeft(recoveryCodesLeft)}</Text>
            <Button
              variant="default"
              w="fit-content"
              loading={renew.isPending}
              onClick={() => renew.mutate(undefined, { onSuccess: setCodes })}
            >
              {t.recoveryRenew}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
};
