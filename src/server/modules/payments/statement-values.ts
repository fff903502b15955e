import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/**
 * The values a bank's file writes in its own way: calendar dates and amounts. One reading for Norma 43 and
 * CSV statements (docs/after-the-hammer.md, "Bank statements").
 */

/** A date that exists (no 31 February) as YYYY-MM-DD, read strictly in one of `formats`; null otherwise. */
export const calendarDate = (text: string, formats: string[]) => {
  const date = dayjs(text.trim(), formats, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
};

/** How a file writes its amounts: `es` 1.234,56 (decimal comma), `en` 1,234.56 (decimal point). */
export type TAmountStyle = 'es' | 'en';

const styles: Record<TAmountStyle, { decimal: string; thousands: string }> = {
  es: { decimal: ',', thousands: '.' },
  en: { decimal: '.', thousands: ',' },
};
const literal = (character: string) => `\\${character}`;

/**
 * An amount written in `style` as cents, or null if it cannot be read so. A third decimal is read, so that
 * "1.500" is also 1,500 in the decimal-point style, but a reading must come to whole cents ("1.505" cannot).
 */
const readAs = (text: string, style: TAmountStyle) => {
  const { decimal, thousands } = styles[style];
  const pattern = new RegExp(
    `^([-+]?)(\\d{1,3}(?:${literal(thousands)}\\d{3})+|\\d+)(?:${literal(decimal)}(\\d{1,3}))?$`,
  );
  const match = pattern.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const thousandths = Number(fraction.padEnd(3, '0'));
  if (thousandths % 10 !== 0) return null;
  const cents = Number(whole!.replaceAll(thousands, '')) * 100 + thousandths / 10;
  return sign === '-' ? -cents : cents;
};

const clean = (text: string) => text.trim().replace(/[\s\u00a0€]/g, '');

/**
 * The style in which every amount of a file reads, found from the whole file: "25,30" only reads as `es`,
 * "1,234.56" only as `en`. `undefined` when both read every amount alike (whole numbers), and an error
 * naming the first amount whose meaning depends on it ("1.500": 1.500 € or 1,50 €?) when the file does not
 * settle which, or an amount neither style reads.
 */
export const detectAmountStyle = (amounts: { text: string; line: number }[]) => {
  const possible = new Set<TAmountStyle>(['es', 'en']);
  for (const { text, line } of amounts) {
    const readings = (['es', 'en'] as const).filter((style) => readAs(clean(text), style) !== null);
    if (readings.length === 0) return { error: { line, text, reason: 'unreadable' as const } };
    for (const style of [...possible]) if (!readings.includes(style)) possible.delete(style);
    if (possible.size === 0) return { error: { line, text, reason: 'mixed' as const } };
  }
  if (possible.size === 1) return { style: [...possible][0]! };
  const differing = amounts.find(({ text }) => readAs(clean(text), 'es') !== readAs(clean(text), 'en'));
  return differing ? { error: { ...differing, reason: 'ambiguous' as const } } : { style: undefined };
};

/** An amount in `style` (or a whole number when the file has no style) as cents. */
export const readAmount = (text: string, style: TAmountStyle | undefined) =>
  readAs(clean(text), style ?? 'es');
