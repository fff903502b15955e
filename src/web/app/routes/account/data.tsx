import { Alert, Anchor, Divider, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { SectionNav } from '@/web/components/section-nav.tsx';
import { BiddingBlockNotice } from '@/web/features/auth/components/bidding-block-notice.tsx';
import { EmailForm } from '@/web/features/auth/components/email-form.tsx';
import { PasswordForm } from '@/web/features/auth/components/password-form.tsx';
import { ProfileForm } from '@/web/features/auth/components/profile-form.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { SecuritySettings } from '@/web/features/auth/components/security-settings.tsx';
import { SessionsList } from '@/web/features/auth/components/sessions-list.tsx';
import { NotificationPreferences } from '@/web/features/notifications/components/notification-preferences.tsx';
import { PrivacyPanel } from '@/web/features/privacy/components/privacy-panel.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { paths } from '@/web/lib/paths.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { setCurrentUser, useCurrentUser } from '@/web/lib/session.ts';

const sections = messages.account.data;
type TSection = keyof typeof sections;
// Own keys only: `in` would accept `constructor` and the rest of Object's prototype as a section.
const isSection = (value: string | undefined): value is TSection =>
  value !== undefined && Object.hasOwn(sections, value);

/**
 * `/mi-cuenta/datos/{section}`: personal data, invoicing profile, password, contact details, notices,
 * security, sessions and privacy (my data, my consents, erasing the account).
 */
const AccountDataPage = () => {
  const { section } = useParams();
  const [params] = useSearchParams();
  if (!isSection(section)) throw new NotFoundError(section);
  const title = sections[section];
  usePageTitle(title);
  const user = useCurrentUser();
  // Once erased, the account is gone: the user is forgotten here, and the page says what happened.
  const [erased, setErased] = useState<string | null>(null);
  const forget = (message: string) => {
    setErased(message);
    setCurrentUser(null);
    queryClient.clear();
  };
  if (erased)
    return (
      <Alert color="green" role="status" title={messages.privacy.erasedTitle}>
        {erased}{' '}
        <Anchor component={Link} to={paths.home()}>
          {messages.privacy.goHome}
        </Anchor>
      </Alert>
    );
  return (
    <RequireLogin title={title}>
      <Stack gap="lg">
        <Title order={1}>{messages.account.myData}</Title>
        <BiddingBlockNotice />
        <SectionNav
          label={messages.account.sections}
          sections={sections}
          current={section}
          to={paths.accountData}
        />
        <Title order={2} size="h3">
          {title}
        </Title>
        {user && section === 'contrasena' && <PasswordForm />}
        {user && section === 'contacto' && (
          <Stack gap="lg">
            <Title order={3} size="h4">
              {messages.account.emailTitle}
            </Title>
            <EmailForm currentEmail={user.email} confirmationKey={params.get('confirmar')} />
            <Divider />
            <Title order={3} size="h4">
              {messages.account.phonesTitle}
            </Title>
            <ProfileForm user={user} section="contacto" key={`${user.id}-contacto`} />
          </Stack>
        )}
        {user && section === 'notificaciones' && <NotificationPreferences />}
        {user && section === 'seguridad' && <SecuritySettings />}
        {user && section === 'sesiones' && <SessionsList />}
        {user && section === 'privacidad' && <PrivacyPanel onErased={forget} />}
        {user && (section === 'personales' || section === 'facturacion') && (
          <ProfileForm user={user} section={section} key={`${user.id}-${section}`} />
        )}
      </Stack>
    </RequireLogin>
  );
};

export default AccountDataPage;
