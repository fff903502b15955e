import { useEffect } from 'react';
import { siteName } from '@/web/lib/paths.ts';

/** Sets the document title as "{Título} · Lonja" while the page is shown. */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : `${siteName} · Subastas online`;
  }, [title]);
};
