import { Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

const LoginForm = lazy(() => import('./login-form.tsx').then((module) => ({ default: module.LoginForm })));

/**
 * Account pages for logged-out visitors: the login form in place, and once logged in the page itself,
 * so the person ends up where they were going.
 */
export const RequireLogin = ({ title, children }: { title: string; children: ReactNode }) => {
  const user = useCurrentUser();
  if (user) return <>{children}</>;
  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>{title}</Title>
      <Text>{messages.account.loginNeeded}</Text>
      <Paper withBorder p="md">
        <Suspense fallback={null}>
          <LoginForm />
        </Suspense>
      </Paper>
    </Stack>
  );
};
