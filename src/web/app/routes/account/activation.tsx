import { Alert, Button, Stack, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RETURN_PATH_PARAM, safeReturnPath } from '@/common/return-path.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useActivation } from '@/web/features/auth/api/activate-account.ts';
import { ResendActivationForm } from '@/web/features/auth/components/resend-activation-form.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';

/**
 * `/user/signup/validation/{validationId}`: the link of the activation e-mail. When it carries the page the
 * visitor signed up from (`?volver=/subastas/12`, a path of this site only), "Acceder" takes them back there
 * with the login dialog open, so they carry on where they started.
 */
const ActivationPage = () => {
  const { validationId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(search.get(RETURN_PATH_PARAM));
  usePageTitle(messages.account.activationTitle);
  const query = useActivation(validationId);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{messages.account.activationTitle}</Title>
      <QueryState query={query} lines={2}>
        {({ data }) => {
          const ok = data.result === 'activated' || data.result === 'already-active';
          return (
            <Stack gap="md">
              <Alert color={ok ? 'green' : 'orange'} role="status">
                {data.message}
              </Alert>
              {ok ? (
                <Button
                  onClick={() => {
                    if (returnTo) void navigate(returnTo);
                    openAuthDialog('login');
                  }}
                  w="fit-content"
                >
                  {returnTo ? messages.account.loginAndReturn : messages.auth.goToLogin}
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
