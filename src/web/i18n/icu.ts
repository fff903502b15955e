import { icuIn } from '@/common/i18n/icu.ts';
import { currentLanguage } from './language.ts';

/** An ICU MessageFormat message in the page's language (src/common/i18n/icu.ts). */
export const icu = (message: string, values: Record<string, string | number>): string =>
  icuIn(currentLanguage(), message, values);
