import { formatCents, formatDate, formatDateTime, formatTime } from '@/common/format.ts';
import { icuIn } from '@/common/i18n/icu.ts';
import type { TLanguage } from '@/common/language.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import type { TMailMessages } from './shape.ts';

export type { TMailMessages } from './shape.ts';

const catalogues: Record<TLanguage, TMailMessages> = { es, en };

/** The e-mails' words in the recipient's language (src/server/mail/messages/es.ts and en.ts). */
export const mailMessages = (language: TLanguage): TMailMessages => catalogues[language];

/** An ICU message of the catalogue (`{count, plural, …}`) with the language's plural rules. */
export const mailIcu = (language: TLanguage, message: string, values: Record<string, string | number>) =>
  icuIn(language, message, values);

/** Amounts and dates as the reader expects them, through the site's one formatter (src/common/format.ts). */
export const mailFormats = (language: TLanguage) => ({
  cents: (cents: number) => formatCents(cents, language),
  date: (value: Date | string) => formatDate(value, language),
  dateTime: (value: Date | string) => formatDateTime(value, language),
  time: (value: Date | string) => formatTime(value, language),
});
export type TMailFormats = ReturnType<typeof mailFormats>;
