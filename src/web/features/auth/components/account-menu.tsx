import { Button, Group, Menu } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { es } from '@/web/i18n/es.ts';
import { setUnauthorizedHandler } from '@/web/lib/api-client.ts';
import { openAuthDialog, useAuthDialog } from '@/web/lib/auth-dialog.ts';
import { paths } from '@/web/lib/paths.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useFreshCurrentUser } from '../api/get-current-user.ts';
import { clearUserState, useLogout } from '../api/logout.ts';

// The forms (and their validation rules) download only when someone opens them.
const AuthDialog = lazy(() => import('./auth-dialog.tsx'));

/** Header corner: "Acceder / Registrarse", or the user's menu. Also keeps the stored login honest. */
export const AccountMenu = () => {
  const user = useCurrentUser();
  const dialog = useAuthDialog();
  const logout = useLogout();
  // A stored login is checked against the server once per visit; a 401 anywhere logs out (SPEC §4).
  useFreshCurrentUser(user !== null);
  useEffect(() => {
    setUnauthorizedHandler(clearUserState);
    return () => setUnauthorizedHandler(null);
  }, []);

  return (
    <>
      {user ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="white" color="blue.9">
              {user.firstname}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{`${user.firstname} ${user.lastname}`}</Menu.Label>
            <Menu.Item component={Link} to={paths.accountData('personales')}>
              {es.account.myData}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.accountAuctions('inscritas')}>
              {es.account.myAuctions}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.wonLots()}>
              {es.account.wonLots}
            </Menu.Item>
            {user.isAdmin && (
              <Menu.Item component={Link} to="/admin">
                {es.account.admin}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item onClick={() => logout.mutate()}>{es.auth.logout}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button variant="white" color="blue.9" onClick={() => openAuthDialog('login')}>
            {es.site.login}
          </Button>
          <Button variant="outline" color="white" visibleFrom="sm" onClick={() => openAuthDialog('signup')}>
            {es.site.signup}
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
