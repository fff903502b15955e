import { useEffect } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { siteName } from '@/web/lib/paths.ts';

/** Sets the document title as "{Título} · Lonja" while the page is shown, in the page's language. */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : `${siteName} · ${messages.home.title}`;
  }, [title]);
};
