import { IntlMessageFormat } from 'intl-messageformat';

const formats = new Map<string, IntlMessageFormat>();

/**
 * An ICU MessageFormat message in Spanish, with its plural forms chosen by the language's plural rules
 * (`{count, plural, one {# lote} other {# lotes}}`); each message is parsed once, on first use.
 */
export const icu = (message: string, values: Record<string, string | number>): string => {
  let format = formats.get(message);
  if (!format) {
    format = new IntlMessageFormat(message, 'es');
    formats.set(message, format);
  }
  return String(format.format(values));
};
