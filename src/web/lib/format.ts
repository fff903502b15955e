import * as format from '@/common/format.ts';
import { currentLanguage } from '@/web/i18n/language.ts';

/**
 * The display formats of src/common/format.ts in the page's language (docs/product.md#formats), read at each
 * call as `messages` is, so a module's top-level import still follows the page. The web imports these, never
 * the common ones, which default to Spanish for the server and e-mails (biome.json forbids the other import).
 */
export type { TDateInput } from '@/common/format.ts';

export const formatNumber = (value: number) => format.formatNumber(value, currentLanguage());
export const formatRate = (value: number) => format.formatRate(value, currentLanguage());
export const formatEuros = (euros: number) => format.formatEuros(euros, currentLanguage());
export const formatCents = (cents: number) => format.formatCents(cents, currentLanguage());
export const formatDate = (value: format.TDateInput) => format.formatDate(value, currentLanguage());
export const formatTime = (value: format.TDateInput) => format.formatTime(value, currentLanguage());
export const formatDateTime = (value: format.TDateInput) => format.formatDateTime(value, currentLanguage());
export const formatDuration = (seconds: number) => format.formatDuration(seconds, currentLanguage());
export const formatForeignAmount = (amount: number, currency: string) =>
  format.formatForeignAmount(amount, currency, currentLanguage());
