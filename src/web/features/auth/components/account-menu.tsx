import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { setUnauthorizedHandler } from '@/web/lib/api-client.ts';
import { openAuthDialog, useAuthDialog } from '@/web/lib/auth-dialog.ts';
import { loginStateInCookie, useCurrentUser } from '@/web/lib/session.ts';
import { useFreshCurrentUser, useSessionCheck } from '../api/get-current-user.ts';
import { clearUserState } from '../api/logout.ts';

// The forms (and their validation rules) download only when someone opens them.
const AuthDialog = lazy(() => import('./auth-dialog.tsx'));
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** Header corner: "Acceder / Registrarse", or the user's menu. Also keeps the stored login honest. */
export const AccountMenu = () => {
  const user = useCurrentUser();
  const dialog = useAuthDialog();
  // A stored login is checked against the server once per visit; a 401 anywhere logs out (docs/product.md#the-browser).
  useFreshCurrentUser(user !== null && !loginStateInCookie);
  // With the cookie option nothing is stored in the browser: the server says who is logged in.
  useSessionCheck(loginStateInCookie);
  useEffect(() => {
    setUnauthorizedHandler(clearUserState);
    return () => setUnauthorizedHandler(null);
  }, []);

  return (
    <>
      {user ? (
        <Suspense
          fallback={
            <Button variant="white" color="blue.9">
              {user.firstname}
            </Button>
          }
        >
          <UserMenu user={user} />
        </Suspense>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button variant="white" color="blue.9" onClick={() => openAuthDialog('login')}>
            {messages.site.login}
          </Button>
          <Button variant="outline" color="white" visibleFrom="sm" onClick={() => openAuthDialog('signup')}>
            {messages.site.signup}
          </Button>
        </Group>
      )}
      {dialog !== null && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
    </>
  );
};
