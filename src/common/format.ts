/**
 * Display formats (docs/product.md#formats), one place for the whole site (browser, server and e-mails alike):
 * German-locale numbers, euros without forced decimals, and dates as a clock in Madrid shows them whatever
 * the time zone of the device or server.
 */
const TIME_ZONE = 'Europe/Madrid';

// Formatters are built once: constructing an Intl formatter is far slower than using one.
// `signDisplay: 'negative'` keeps a negative zero (e.g. `Math.round(-0.4)`) from showing as "-0".
const numberFormat = new Intl.NumberFormat('de-DE', { signDisplay: 'negative' });
const euroFormat = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  signDisplay: 'negative',
});
const euroWithCentsFormat = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
// The locale only supplies the parts; the output is assembled below, so it does not depend on the locale's
// punctuation. `h23` makes midnight "00", never "24".
const madridClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant: a `Date`, an ISO 8601 string with its offset (as the API sends) or epoch milliseconds. */
export type TDateInput = Date | string | number;

type TMadridParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/** Day, month, year, hours and minutes as seen on a clock in Madrid; throws on an invalid date. */
const madridParts = (value: TDateInput): TMadridParts => {
  const parts: Record<string, string> = {};
  for (const part of madridClock.formatToParts(value instanceof Date ? value : new Date(value))) {
    parts[part.type] = part.value;
  }
  return parts as TMadridParts;
};

/** 1234567.89 → "1.234.567,89" (de-DE). */
export const formatNumber = (value: number) => numberFormat.format(value);

/**
 * Euros in de-DE with a no-break space before "€" (docs/product.md#formats: no minimum fraction digits): whole euros
 * without decimals, 1500 → "1.500 €"; an amount with cents always with two, 1500.5 → "1.500,50 €", never
 * "1.500,5 €", which reads as an error on an invoice. Rounded to the cent first.
 */
export const formatEuros = (euros: number) => {
  const cents = Math.round(euros * 100);
  return (cents % 100 === 0 ? euroFormat : euroWithCentsFormat).format(cents / 100);
};

/** The API's integer cents shown as euros: 150050 → "1.500,50 €", 150000 → "1.500 €". */
export const formatCents = (cents: number) => formatEuros(cents / 100);

/** "dd/mm/yyyy" in Madrid. */
export const formatDate = (value: TDateInput) => {
  const { day, month, year } = madridParts(value);
  return `${day}/${month}/${year}`;
};

/** "HH:mm h" in Madrid. */
export const formatTime = (value: TDateInput) => {
  const { hour, minute } = madridParts(value);
  return `${hour}:${minute} h`;
};

/** "dd/mm/yyyy - HH:mm h" in Madrid. */
export const formatDateTime = (value: TDateInput) => {
  const { day, month, year, hour, minute } = madridParts(value);
  return `${day}/${month}/${year} - ${hour}:${minute} h`;
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Seconds as "[Nd ]HH:mm:ss": 59 → "00:00:59", 93784 → "1d 02:03:04". Fractions are dropped; a negative
 * or non-finite value shows "00:00:00", so a countdown never displays nonsense.
 */
export const formatDuration = (seconds: number) => {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  return `${days > 0 ? `${days}d ` : ''}${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
};
