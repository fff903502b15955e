import { Anchor, Burger, Button, Container, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { AccountMenu } from '@/web/features/auth/components/account-menu.tsx';
import { es } from '@/web/i18n/es.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { paths, siteName } from '@/web/lib/paths.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

const links = [
  { to: paths.home(), label: es.nav.home },
  { to: paths.auctions(), label: es.nav.auctions },
  { to: paths.sales(), label: es.nav.sales },
  { to: paths.howToTakePart(), label: es.nav.howToTakePart },
  { to: paths.contact(), label: es.nav.contact },
];

const SearchBox = ({ onSearch }: { onSearch?: () => void }) => {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(query.trim()));
    onSearch?.();
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Group gap={4} wrap="nowrap">
          <TextInput
            aria-label={es.site.searchLabel}
            placeholder={es.site.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
            w={{ base: '100%', md: 260 }}
          />
          <Button type="submit" variant="white" color="blue.9">
            {es.site.searchButton}
          </Button>
        </Group>
      </form>
    </search>
  );
};

export const SiteHeader = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  const user = useCurrentUser();
  return (
    <header className="site-header">
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home()} className="brand" underline="never">
            {siteName}
          </Anchor>
          <Group gap="lg" visibleFrom="lg" component="nav" aria-label={es.nav.main}>
            {links.map((link) => (
              <Anchor key={link.to} component={NavLink} to={link.to} end={link.to === '/'} fw={600}>
                {link.label}
              </Anchor>
            ))}
            <Anchor component={NavLink} to={paths.search()} fw={600} hiddenFrom="xl">
              {es.site.searchButton}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="xl">
              <SearchBox />
            </Group>
            <AccountMenu />
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              color="white"
              aria-label={opened ? es.site.closeMenu : es.site.menu}
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title={siteName}
        hiddenFrom="lg"
        position="right"
        closeButtonProps={{ 'aria-label': es.site.closeMenu }}
      >
        <Stack gap="md">
          <SearchBox onSearch={close} />
          {!user && (
            <Button
              variant="outline"
              onClick={() => {
                close();
                openAuthDialog('signup');
              }}
            >
              {es.site.signup}
            </Button>
          )}
          <nav aria-label={es.nav.main}>
            <Stack gap="sm">
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} onClick={close} fw={600} size="lg">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </nav>
        </Stack>
      </Drawer>
    </header>
  );
};
