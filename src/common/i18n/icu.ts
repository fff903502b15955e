import { IntlMessageFormat } from 'intl-messageformat';
import type { TLanguage } from '../language.ts';

const formats = new Map<string, IntlMessageFormat>();

/**
 * An ICU MessageFormat message (`{count, plural, one {# lote} other {# lotes}}`), its plural forms chosen by
 * the language's plural rules; each message is parsed once per language, on first use.
 */
export const icuIn = (language: TLanguage, message: string, values: Record<string, string | number>) => {
  const key = `${language}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(key, format);
  }
  return String(format.format(values));
};
