import { Anchor, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { AccountMenu } from '@/web/features/auth/components/account-menu.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { paths, siteName } from '@/web/lib/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { mainLinks } from './main-links.ts';
import { SearchBox } from './search-box.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

export const SiteHeader = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that closing it animates.
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className="site-header">
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home()} className="brand" underline="never">
            {siteName}
          </Anchor>
          <Group gap="lg" visibleFrom="lg" component="nav" aria-label={messages.nav.main}>
            {mainLinks().map((link) => (
              <Anchor key={link.to} component={NavLink} to={link.to} end={link.to === paths.home()} fw={600}>
                {link.label}
              </Anchor>
            ))}
            <Anchor component={NavLink} to={paths.search()} fw={600} hiddenFrom="xl">
              {messages.site.searchButton}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="xl">
              <SearchBox />
            </Group>
            <LanguageSwitch fw={600} visibleFrom="sm" />
            <AccountMenu />
            <Burger
              opened={opened}
              onClick={() => {
                setMenuLoaded(true);
                toggle();
              }}
              hiddenFrom="lg"
              color="white"
              aria-label={opened ? messages.site.closeMenu : messages.site.menu}
            />
          </Group>
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} close={close} />
        </Suspense>
      )}
    </header>
  );
};
