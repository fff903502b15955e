import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languageCookie, languageFromAcceptLanguage } from '@/common/language.ts';
import { languageOfPath, pathIn } from '@/common/localized-paths.ts';

/** A person's own pages: reached from an e-mail or a link already in their language, never redirected. */
const isPersonal = (path: string) => /^\/(mi-cuenta|user|avisos|admin)(\/|$)/.test(path);

/**
 * A first visit's language (docs/product.md#languages): a visitor who has not chosen one in the language
 * switch (no `lang` cookie) and whose browser prefers English is sent from a Spanish public page to the
 * same page in English. The choice, once made, is kept: the cookie's language decides instead. Crawlers,
 * which send no `Accept-Language`, see each address as it is. Returns the address to go to, or null.
 */
export const englishAddressFor = (request: FastifyRequest, path: string): string | null => {
  if (languageOfPath(path) !== 'es' || isPersonal(path)) return null;
  const chosen = request.cookies?.[languageCookie];
  const language = isLanguage(chosen)
    ? chosen
    : languageFromAcceptLanguage(request.headers['accept-language']);
  if (language !== 'en') return null;
  const english = pathIn('en', request.url);
  return english === request.url ? null : english;
};

/**
 * A Spanish page's answer depends on who asks: shared caches keep one copy per language preference and
 * choice, and the redirect is never served to a visitor who chose Spanish.
 */
export const varyByLanguage = (reply: FastifyReply, path: string) => {
  if (languageOfPath(path) === 'es' && !isPersonal(path)) reply.header('vary', 'Accept-Language, Cookie');
};
