import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { es } from '@/web/i18n/es.ts';
import { paths, siteName } from '@/web/lib/paths.ts';

const legalLinks = [
  { to: paths.about(), label: es.footer.about },
  { to: paths.services(), label: es.footer.services },
  { to: paths.howItWorks(), label: es.footer.howItWorks },
  { to: paths.howToTakePart(), label: es.nav.howToTakePart },
  { to: paths.contact(), label: es.footer.contact },
  { to: paths.verifyBid(), label: es.footer.verifyBid },
  { to: paths.legalNotice(), label: es.footer.legalNotice },
  { to: paths.privacy(), label: es.footer.privacy },
];

export const SiteFooter = () => (
  <footer className="site-footer">
    <Container size="lg">
      <Stack gap="sm">
        <nav aria-label={es.footer.legal}>
          <Group gap="md">
            {legalLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dark.6" size="sm">
                {link.label}
              </Anchor>
            ))}
            <Anchor component={Link} to={paths.howItWorksEn()} c="dark.6" size="sm" lang="en">
              {es.footer.english}
            </Anchor>
          </Group>
        </nav>
        <Text size="sm" c="dark.4">
          © {new Date().getFullYear()} {siteName} · {es.site.tagline}. {es.footer.rights}
        </Text>
      </Stack>
    </Container>
  </footer>
);
