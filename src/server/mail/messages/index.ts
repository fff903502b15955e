import { IntlMessageFormat } from 'intl-messageformat';
import { formatCents, formatDate, formatDateTime, formatTime } from '@/common/format.ts';
import { localeOf, type TLanguage } from '@/common/language.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/** A catalogue's shape with its wording left open: every language has the same keys and signatures. */
type TWiden<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => TWiden<R>
    : T extends object
      ? { readonly [K in keyof T]: TWiden<T[K]> }
      : T;

export type TMailMessages = TWiden<typeof es>;

const catalogues: Record<TLanguage, TMailMessages> = { es, en };

/** The e-mails' words in the recipient's language (src/server/mail/messages/es.ts and en.ts). */
export const mailMessages = (language: TLanguage): TMailMessages => catalogues[language];

const formats = new Map<string, IntlMessageFormat>();

/** An ICU message of the catalogue (`{count, plural, …}`) with the language's plural rules. */
export const mailIcu = (language: TLanguage, message: string, values: Record<string, string | number>) => {
  const key = `${language}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(key, format);
  }
  return String(format.format(values));
};

const madrid = { timeZone: 'Europe/Madrid' } as const;

/**
 * Amounts and dates as the reader expects them: Spanish exactly as the site shows them (src/common/format.ts),
 * English in British style ("€1,500.50", "27/11/2026, 18:30"), both on Madrid's clock.
 */
export const mailFormats = (language: TLanguage) => {
  if (language === 'es')
    return { cents: formatCents, date: formatDate, dateTime: formatDateTime, time: formatTime };
  const locale = localeOf(language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const day = new Intl.DateTimeFormat(locale, {
    ...madrid,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(locale, {
    ...madrid,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const at = (value: Date | string) => (value instanceof Date ? value : new Date(value));
  return {
    cents: (cents: number) => money.format(cents / 100).replace(/\.00$/, ''),
    date: (value: Date | string) => day.format(at(value)),
    dateTime: (value: Date | string) => `${day.format(at(value))}, ${clock.format(at(value))}`,
    time: (value: Date | string) => clock.format(at(value)),
  };
};
export type TMailFormats = ReturnType<typeof mailFormats>;
