import { defaultLanguage, type TLanguage } from '../language.ts';

/**
 * Whose language the shared messages (src/common/i18n/api) speak in: the browser says its page's, the
 * server its request's (src/server/plugins/request-language.ts). Read at each message, never at import.
 */
let source: () => TLanguage = () => defaultLanguage;

export const setTextLanguageSource = (next: () => TLanguage) => {
  source = next;
};

export const textLanguage = (): TLanguage => source();
