import { Alert, Button, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useActivation } from '@/web/features/auth/api/account-keys.ts';
import { ResendActivationForm } from '@/web/features/auth/components/resend-activation-form.tsx';
import { es } from '@/web/i18n/es.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';

/** `/user/signup/validation/{validationId}`: the link of the activation e-mail. */
const ActivationPage = () => {
  const { validationId = '' } = useParams();
  usePageTitle(es.account.activationTitle);
  const query = useActivation(validationId);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{es.account.activationTitle}</Title>
      <QueryState query={query} lines={2}>
        {({ data }) => {
          const ok = data.result === 'activated' || data.result === 'already-active';
          return (
            <Stack gap="md">
              <Alert color={ok ? 'green' : 'orange'} role="status">
                {data.message}
              </Alert>
              {ok ? (
                <Button onClick={() => openAuthDialog('login')} w="fit-content">
                  {es.auth.goToLogin}
                </Button>
              ) : (
                <ResendActivationForm />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
};

export default ActivationPage;
