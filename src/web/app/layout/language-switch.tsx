import { Anchor, type AnchorProps } from '@mantine/core';
import { useLocation } from 'react-router';
import { languageCookie, languageCookieMaxAge, languageNames } from '@/common/language.ts';
import { currentLanguage } from '@/web/i18n/language.ts';
import { pathIn } from '@/web/lib/paths.ts';

/** Remembers the visitor's choice, so the server stops choosing by `Accept-Language`. */
const remember = (language: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=${languageCookieMaxAge}; SameSite=Lax`;
};

/**
 * "English" on a Spanish page, "Español" on an English one: the same page in the other language. A full
 * load rather than a client-side navigation, so that every part of the page starts in its language.
 */
export const LanguageSwitch = (props: AnchorProps) => {
  const { pathname, search, hash } = useLocation();
  const other = currentLanguage() === 'es' ? 'en' : 'es';
  return (
    <Anchor
      {...props}
      href={pathIn(other, `${pathname}${search}${hash}`)}
      lang={other}
      hrefLang={other}
      onClick={() => remember(other)}
    >
      {languageNames[other]}
    </Anchor>
  );
};
