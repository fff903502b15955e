import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { siteName } from '@/web/lib/paths.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { mainLinks } from './main-links.ts';
import { SearchBox } from './search-box.tsx';

/**
 * The narrow-screen menu. A drawer brings focus trapping and scroll locking with it (≈ 15 KB compressed), so
 * it downloads the first time someone opens the menu rather than with every page.
 */
const MobileMenu = ({ opened, close }: { opened: boolean; close: () => void }) => {
  const user = useCurrentUser();
  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={siteName}
      hiddenFrom="lg"
      position="right"
      closeButtonProps={{ 'aria-label': messages.site.closeMenu }}
    >
      <Stack gap="md">
        <SearchBox onSearch={close} onLight />
        {!user && (
          <Button
            variant="outline"
            onClick={() => {
              close();
              openAuthDialog('signup');
            }}
          >
            {messages.site.signup}
          </Button>
        )}
        <nav aria-label={messages.nav.main}>
          <Stack gap="sm">
            {mainLinks().map((link) => (
              <Anchor key={link.to} component={NavLink} to={link.to} onClick={close} fw={600} size="lg">
                {link.label}
              </Anchor>
            ))}
            <LanguageSwitch fw={600} size="lg" />
          </Stack>
        </nav>
      </Stack>
    </Drawer>
  );
};

export default MobileMenu;
