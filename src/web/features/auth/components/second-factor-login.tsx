import { Divider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TCurrentUser, TFactorAddedResponse, TSecondFactorChallenge } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
import { runAfterLogin, setCurrentUser } from '@/web/lib/session.ts';
import { PasskeyEnrolment } from './passkey-enrolment.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

const t = messages.secondFactor;

/**
 * The login's second step: the code or passkey, or, for staff who have none yet, enrolling one first
 * (and the recovery codes shown once). Signed in only when it is done.
 */
export const SecondFactorLogin = ({
  challenge,
  onDone,
}: {
  challenge: TSecondFactorChallenge;
  onDone?: () => void;
}) => {
  const [added, setAdded] = useState<TFactorAddedResponse['data'] | null>(null);
  const finish = (user: TCurrentUser) => {
    setCurrentUser(user);
    runAfterLogin();
    onDone?.();
  };
  if (added?.recoveryCodes)
    return <RecoveryCodesList codes={added.recoveryCodes} onDone={() => finish(added.user)} />;
  const enrolled = (result: TFactorAddedResponse['data']) =>
    result.recoveryCodes ? setAdded(result) : finish(result.user);
  if (!challenge.mustEnrol)
    return <SecondFactorStep intro={t.loginIntro} passkey={challenge.passkey} onProved={finish} />;
  return (
    <Stack gap="md">
      <Text size="sm">{t.enrolIntro}</Text>
      <Title order={3} size="h5">
        {t.passkeysTitle}
      </Title>
      <PasskeyEnrolment onAdded={enrolled} />
      <Divider />
      <Title order={3} size="h5">
        {t.totpTitle}
      </Title>
      <TotpEnrolment onAdded={enrolled} />
    </Stack>
  );
};
