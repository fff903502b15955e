import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { messages } from '@/web/i18n/messages.ts';
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
          {messages.account.myData}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountAuctions('inscritas')}>
          {messages.account.myAuctions}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.wonLots()}>
          {messages.account.wonLots}
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin">
            {messages.account.admin}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => logout.mutate()}>{messages.auth.logout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

export default UserMenu;
