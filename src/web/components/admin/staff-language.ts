import { defaultLanguage, isLanguage, type TLanguage } from '@/common/language.ts';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { setLanguage } from '@/web/i18n/language.ts';

export const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The language a member of staff reads the back office in: their own (users.language, chosen in the
 * back office's header), Spanish until they choose. Read defensively, because the user kept in
 * localStorage by an older version of the site has no language yet.
 */
export const staffLanguage = (user: TCurrentUser | null): TLanguage => {
  const language: unknown = user?.language;
  return isLanguage(language) ? language : defaultLanguage;
};

/**
 * Before the first render of a page load under /admin: the back office speaks its reader's language,
 * whatever its Spanish address says (the public site's language comes from the address instead).
 */
export const startInStaffLanguage = (pathname: string, user: TCurrentUser | null) => {
  if (isBackOfficePath(pathname)) setLanguage(staffLanguage(user));
};
