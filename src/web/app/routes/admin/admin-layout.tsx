import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Kbd.css';
// The date-time pickers' accept button.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/dates/styles.css';
import { Alert, Box, Flex, Group, Stack, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { AdminLanguage } from '@/web/components/admin/admin-language.tsx';
import { AdminNav } from '@/web/components/admin/admin-nav.tsx';
import { staffLanguage } from '@/web/components/admin/staff-language.ts';
import { madridDates } from '@/web/components/madrid-dates.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { StepUpDialog } from '@/web/features/auth/components/step-up-dialog.tsx';
import { currentLanguage } from '@/web/i18n/language.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useLanguage } from '@/web/i18n/use-language.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

const t = messages.admin.layout;

/**
 * Mantine's "dimmed" grey and the text of its light/subtle buttons (shade 6) are about 3.3:1 on white: in the
 * back office small print and subtle buttons take the darkest shade instead, for WCAG AA (4.5:1).
 */
const aaColours = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  ...Object.fromEntries(
    ['blue', 'red', 'green', 'teal', 'orange', 'yellow', 'gray', 'grape', 'cyan'].map((colour) => [
      `--mantine-color-${colour}-light-color`,
      `var(--mantine-color-${colour}-9)`,
    ]),
  ),
} as CSSProperties;

/**
 * The back office speaks its reader's language (main.tsx sets it before the first render when the user is
 * known then; with the login state in a cookie the user arrives later, and the pages are drawn again in it).
 */
const useStaffLanguage = (user: TCurrentUser | null) =>
  useLanguage(user ? staffLanguage(user) : currentLanguage());

/**
 * The back office: its own lazily loaded chunk, so the public site never downloads it. Full width with a
 * side navigation (the site layout drops its 1,000 px container under /admin), and every date picker in
 * the staff member's language and Madrid time whatever the browser's language.
 */
const AdminLayout = () => {
  const user = useCurrentUser();
  const language = useStaffLanguage(user);
  usePageTitle(t.title);
  return (
    <RequireLogin title={t.title}>
      {user?.isAdmin ? (
        <DatesProvider settings={madridDates()}>
          <StepUpDialog />
          <Stack gap="md" style={aaColours} key={language}>
            <Group justify="space-between" align="flex-start">
              <Title order={1} size="h2">
                {t.title}
              </Title>
              <AdminLanguage user={user} />
            </Group>
            <Flex
              gap="lg"
              direction={{ base: 'column', md: 'row' }}
              align={{ base: 'stretch', md: 'flex-start' }}
            >
              <Box
                w={{ base: '100%', md: 210 }}
                style={{ flexShrink: 0 }}
                pos={{ base: 'static', md: 'sticky' }}
                top={{ base: 0, md: 16 }}
              >
                <AdminNav />
              </Box>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Outlet />
              </Box>
            </Flex>
          </Stack>
        </DatesProvider>
      ) : (
        <Alert color="red" role="alert">
          {t.onlyAdmins}
        </Alert>
      )}
    </RequireLogin>
  );
};

export default AdminLayout;
