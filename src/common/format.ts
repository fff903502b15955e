/**
 * Display formats of SPEC §9, one place for the whole site: German-locale numbers, euros without forced
 * decimals, and dates in Madrid time whatever the device's time zone.
 */
const TIME_ZONE = 'Europe/Madrid';

const numberFormat = new Intl.NumberFormat('de-DE');
const euroFormat = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
});
const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type TDateInput = Date | string | number;

const toDate = (value: TDateInput) => (value instanceof Date ? value : new Date(value));

/** Day, month, year, hours and minutes as seen on a clock in Madrid. */
const madridParts = (value: TDateInput) => {
  const parts: Record<string, string> = {};
  for (const part of dateTimeParts.formatToParts(toDate(value))) parts[part.type] = part.value;
  return parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
};

export const formatNumber = (value: number) => numberFormat.format(value);

/** 1500 → "1.500 €", 1500.5 → "1.500,5 €" (no minimum fraction digits, SPEC §9). */
export const formatEuros = (euros: number) => euroFormat.format(euros);

/** The API's integer cents shown as euros. */
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

/** Seconds as "[Nd ]HH:mm:ss": 59 → "00:00:59", 93784 → "1d 02:03:04"; negative → "00:00:00". */
export const formatDuration = (seconds: number) => {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  return `${days > 0 ? `${days}d ` : ''}${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
};
