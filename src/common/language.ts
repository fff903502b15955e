/**
 * The languages a person can read Lonja in (docs/product.md#languages): Spanish at today's addresses,
 * English under `/en/`. Shared by the browser, the server's renderer, e-mails and documents.
 */
export const languages = ['es', 'en'] as const;
export type TLanguage = (typeof languages)[number];

export const defaultLanguage: TLanguage = 'es';

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The BCP 47 locale each language formats numbers and dates with. */
export const localeOf = (language: TLanguage) => (language === 'en' ? 'en-GB' : 'es-ES');

/**
 * The language a first visit asks for in `Accept-Language` (`en-US,en;q=0.9,es;q=0.8`): the first of ours
 * by the visitor's order of preference, Spanish when none is ours or the header is missing.
 */
export const languageFromAcceptLanguage = (header: string | undefined | null): TLanguage => {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
};

/** Each language's name in itself, as the language switch offers it to a reader of the other. */
export const languageNames: Record<TLanguage, string> = { es: 'Español', en: 'English' };

/**
 * The cookie that keeps a visitor's choice in the language switch for a year: a first visit's
 * `Accept-Language` decides only until there is one (src/server/plugins/language-redirect.ts).
 */
export const languageCookie = 'lang';
export const languageCookieMaxAge = 365 * 24 * 60 * 60;
