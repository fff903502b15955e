import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';
import { useLogout } from '../api/logout.ts';

/** The logged-in user's menu. Its dropdown positioning library loads with it, after the first paint. */
const UserMenu = ({ user }: { user: TCurrentUser }) => {
  const logout = useLogout();
  return (
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
  );
};

export default UserMenu;
