import { defaultLanguage, localeOf, type TLanguage } from './language.ts';

/**
 * Display formats (docs/product.md#formats), one place for the whole site (browser, server and e-mails alike).
 * Every formatter takes the reader's language, Spanish by default, so the server and Spanish pages read as
 * they always have: German-style grouping ("1.500 €", which es-ES would leave as "1500 €") and "dd/mm/yyyy -
 * HH:mm h". English follows en-GB ("€1,500", "27 Nov 2026, 18:00 CET"). Dates are always as a clock in
 * Madrid shows them, whatever the time zone of the device or server; a foreign reader is told the zone.
 */
const TIME_ZONE = 'Europe/Madrid';

/** Spanish numbers use German grouping (docs/product.md#formats): es-ES leaves four-digit numbers ungrouped. */
const numberLocale = (language: TLanguage) => (language === 'es' ? 'de-DE' : localeOf(language));

type TFormatters = {
  number: Intl.NumberFormat;
  rate: Intl.NumberFormat;
  euro: Intl.NumberFormat;
  euroWithCents: Intl.NumberFormat;
  day: Intl.DateTimeFormat;
};

// Formatters are built once per language: constructing an Intl formatter is far slower than using one.
// `signDisplay: 'negative'` keeps a negative zero (e.g. `Math.round(-0.4)`) from showing as "-0".
const buildFormatters = (language: TLanguage): TFormatters => {
  const locale = numberLocale(language);
  const euro = { style: 'currency', currency: 'EUR', signDisplay: 'negative' } as const;
  return {
    number: new Intl.NumberFormat(locale, { signDisplay: 'negative' }),
    rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
    euro: new Intl.NumberFormat(locale, { ...euro, minimumFractionDigits: 0 }),
    euroWithCents: new Intl.NumberFormat(locale, {
      ...euro,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    // English dates name the month ("27 Nov 2026"): "11/27" and "27/11" mean different days to its readers.
    day: new Intl.DateTimeFormat(localeOf(language), {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
  };
};
const formattersByLanguage = new Map<TLanguage, TFormatters>();
const formattersOf = (language: TLanguage) => {
  let formatters = formattersByLanguage.get(language);
  if (!formatters) {
    formatters = buildFormatters(language);
    formattersByLanguage.set(language, formatters);
  }
  return formatters;
};

// The locale only supplies the parts; the output is assembled below, so it does not depend on the locale's
// punctuation. `h23` makes midnight "00", never "24". The offset ("GMT+1") names the zone for foreigners.
const madridClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** An instant: a `Date`, an ISO 8601 string with its offset (as the API sends) or epoch milliseconds. */
export type TDateInput = Date | string | number;

type TMadridParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'timeZoneName', string>;

const toDate = (value: TDateInput) => (value instanceof Date ? value : new Date(value));

/** Day, month, year, hours, minutes and offset as seen on a clock in Madrid; throws on an invalid date. */
const madridParts = (value: TDateInput): TMadridParts => {
  const parts: Record<string, string> = {};
  for (const part of madridClock.formatToParts(toDate(value))) parts[part.type] = part.value;
  return parts as TMadridParts;
};

/**
 * Madrid's zone as travellers know it: Intl's en-GB short name is the bare offset ("GMT+1"), so winter's
 * UTC+1 is called CET and summer's UTC+2 CEST; any other offset (a future law) stays as Intl gives it.
 */
const zoneNames: Record<string, string> = { 'GMT+1': 'CET', 'GMT+2': 'CEST' };
const zoneName = (offset: string) => zoneNames[offset] ?? offset;

/** 1234567.89 → "1.234.567,89" (es, German grouping), "1,234,567.89" (en). */
export const formatNumber = (value: number, language: TLanguage = defaultLanguage) =>
  formattersOf(language).number.format(value);

/** An exchange rate as the ECB quotes it, every decimal kept: 0.8345 → "0,8345" (es), 161.35 → "161.35" (en). */
export const formatRate = (value: number, language: TLanguage = defaultLanguage) =>
  formattersOf(language).rate.format(value);

/**
 * Euros with no minimum fraction digits (docs/product.md#formats): whole euros without decimals, 1500 →
 * "1.500 €" (es, a no-break space before "€") or "€1,500" (en); an amount with cents always with two,
 * 1500.5 → "1.500,50 €", never "1.500,5 €", which reads as an error on an invoice. Rounded to the cent first.
 */
export const formatEuros = (euros: number, language: TLanguage = defaultLanguage) => {
  const cents = Math.round(euros * 100);
  const { euro, euroWithCents } = formattersOf(language);
  return (cents % 100 === 0 ? euro : euroWithCents).format(cents / 100);
};

/** The API's integer cents shown as euros: 150050 → "1.500,50 €", 150000 → "1.500 €"; "€1,500.50" in English. */
export const formatCents = (cents: number, language: TLanguage = defaultLanguage) =>
  formatEuros(cents / 100, language);

const foreignFormats = new Map<string, Intl.NumberFormat>();

/**
 * An indicative amount in another currency (docs/product.md#indicative-amounts), whole units because it is
 * an approximation: 1080.4 GBP → "1.080 £" (es), "£1,080" (en). Never for an amount anyone pays.
 */
export const formatForeignAmount = (
  amount: number,
  currency: string,
  language: TLanguage = defaultLanguage,
) => {
  const id = `${language}:${currency}`;
  let foreign = foreignFormats.get(id);
  if (!foreign) {
    foreign = new Intl.NumberFormat(numberLocale(language), {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
      signDisplay: 'negative',
    });
    foreignFormats.set(id, foreign);
  }
  return foreign.format(amount);
};

/** "dd/mm/yyyy" in Madrid (es); "27 Nov 2026" (en). */
export const formatDate = (value: TDateInput, language: TLanguage = defaultLanguage) => {
  if (language !== 'es') return formattersOf(language).day.format(toDate(value));
  const { day, month, year } = madridParts(value);
  return `${day}/${month}/${year}`;
};

/** "HH:mm h" in Madrid (es); "18:00 CET" (en), the zone named for a reader elsewhere. */
export const formatTime = (value: TDateInput, language: TLanguage = defaultLanguage) => {
  const { hour, minute, timeZoneName } = madridParts(value);
  return language === 'es' ? `${hour}:${minute} h` : `${hour}:${minute} ${zoneName(timeZoneName)}`;
};

/** "dd/mm/yyyy - HH:mm h" in Madrid (es); "27 Nov 2026, 18:00 CET" (en). */
export const formatDateTime = (value: TDateInput, language: TLanguage = defaultLanguage) =>
  language === 'es'
    ? `${formatDate(value, language)} - ${formatTime(value, language)}`
    : `${formatDate(value, language)}, ${formatTime(value, language)}`;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as "[Nd ]HH:mm:ss": 59 → "00:00:59", 93784 → "1d 02:03:04". Fractions are dropped; a negative
 * or non-finite value shows "00:00:00", so a countdown never displays nonsense. Both languages abbreviate
 * days as "d", so the language only keeps the signature every formatter has.
 */
export const formatDuration = (seconds: number, _language: TLanguage = defaultLanguage) => {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  return `${days > 0 ? `${days}d ` : ''}${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
};
