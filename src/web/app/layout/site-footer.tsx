import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CurrencySelector } from '@/web/features/exchange-rates/components/currency-selector.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { paths, siteName } from '@/web/lib/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The footer's links; a function, so each render says them in its page's language. */
const legalLinks = () => [
  { to: paths.about(), label: messages.footer.about },
  { to: paths.services(), label: messages.footer.services },
  { to: paths.howItWorks(), label: messages.footer.howItWorks },
  { to: paths.howToTakePart(), label: messages.nav.howToTakePart },
  { to: paths.contact(), label: messages.footer.contact },
  { to: paths.verifyBid(), label: messages.footer.verifyBid },
  { to: paths.legalNotice(), label: messages.footer.legalNotice },
  { to: paths.privacy(), label: messages.footer.privacy },
];

export const SiteFooter = () => (
  <footer className="site-footer">
    <Container size="lg">
      <Stack gap="sm">
        <nav aria-label={messages.footer.legal}>
          <Group gap="md">
            {legalLinks().map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dark.6" size="sm">
                {link.label}
              </Anchor>
            ))}
            <LanguageSwitch c="dark.6" size="sm" />
          </Group>
        </nav>
        <CurrencySelector />
        <Text size="sm" c="dark.4">
          © {new Date().getFullYear()} {siteName} · {messages.site.tagline}. {messages.footer.rights}
        </Text>
      </Stack>
    </Container>
  </footer>
);
