import { useEffect, useState } from 'react';
import type { TLanguage } from '@/common/language.ts';
import { currentLanguage, setLanguage } from './language.ts';
import { hasCatalogue, loadCatalogue } from './messages.ts';

/**
 * Makes `language` the page's language from this render on, once its catalogue is here: a layout that finds
 * the page must change language (a link to a page's translation, a member of staff's own language) keeps
 * the current one until the catalogue has arrived, then draws again. Returns the language shown.
 */
export const useLanguage = (language: TLanguage) => {
  const [, redraw] = useState(0);
  const ready = hasCatalogue(language);
  useEffect(() => {
    if (!ready) void loadCatalogue(language).then(() => redraw((count) => count + 1));
  }, [language, ready]);
  if (ready && language !== currentLanguage()) setLanguage(language);
  const shown = currentLanguage();
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  return shown;
};
