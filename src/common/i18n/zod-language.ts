import { z } from 'zod';
import { textLanguage } from './text-language.ts';

const locales = { es: z.locales.es().localeError, en: z.locales.en().localeError };

/**
 * Zod's own messages (a missing field, a wrong type) in the language of the moment, as our own messages are;
 * set once by the server and by the browser.
 */
export const configureZodLanguage = () =>
  z.config({ localeError: (issue) => locales[textLanguage()](issue) });
