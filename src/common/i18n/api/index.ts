import type { TLanguage } from '../../language.ts';
import { lazyCatalogue } from '../lazy-catalogue.ts';
import { textLanguage } from '../text-language.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';

export type TApiText = typeof es;

const catalogues: Record<TLanguage, TApiText> = { es, en };

/** The catalogue of a language, for whoever knows whom they write to (a job, a test). */
export const apiTextIn = (language: TLanguage): TApiText => catalogues[language];

/**
 * Told of every message read, for the test that no module reads one while it is imported: such a read keeps
 * the language of the first request forever.
 */
export const apiTextReads: { listener: ((path: string) => void) | null } = { listener: null };

/**
 * Everything the API or a form's validation says to a person (validation and error messages, the short
 * confirmations in answers), in the language of the moment: the request's on the server, the page's in the
 * browser (src/common/i18n/text-language.ts). Read it when the message is made, never at import: a zod
 * schema names it as `{ error: () => apiText.lots.titleRequired }`, a service as
 * `new AppError('BUSINESS_RULE', apiText.bids.auctionClosed)`.
 */
export const apiText = lazyCatalogue<TApiText>(
  () => catalogues[textLanguage()],
  (path) => apiTextReads.listener?.(path),
);
