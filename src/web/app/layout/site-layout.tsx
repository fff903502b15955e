import { Container } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { NewVersionNotice } from '@/web/components/new-version-notice.tsx';
import { WrongEmailNotice } from '@/web/features/auth/components/wrong-email-notice.tsx';
import { LiveNotices } from '@/web/features/bids/components/live-notices.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The back office works at full width (wide tables); the public site keeps its reading width. */
const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export const SiteLayout = () => {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#contenido">
        {messages.site.skipToContent}
      </a>
      <SiteHeader />
      <main id="contenido" className="site-main" tabIndex={-1}>
        <WrongEmailNotice />
        <Container size="lg" fluid={isBackOffice(pathname)}>
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      <LiveNotices />
      <NewVersionNotice />
      <ScrollRestoration />
    </>
  );
};
