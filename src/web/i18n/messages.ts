import { lazyCatalogue } from '@/common/i18n/lazy-catalogue.ts';
import type { TLanguage } from '@/common/language.ts';
import { es } from './es.ts';
import { currentLanguage } from './language.ts';
import type { TMessages } from './shape.ts';

export type { TMessages } from './shape.ts';

/**
 * Spanish is always here; English arrives by `loadCatalogue` before a page in it renders, so a Spanish
 * visitor's first download carries one catalogue (docs/product.md#page-budget). Until then, Spanish.
 */
const catalogues: Partial<Record<TLanguage, TMessages>> = { es };

export const hasCatalogue = (language: TLanguage) => catalogues[language] !== undefined;

/** A catalogue imported by whoever renders every language at once (the server's renderer). */
export const addCatalogue = (language: TLanguage, catalogue: TMessages) => {
  catalogues[language] = catalogue;
};

/** Fetches a language's catalogue once (a chunk of its own in the browser); resolves when it can be read. */
export const loadCatalogue = async (language: TLanguage) => {
  if (!hasCatalogue(language)) catalogues[language] = (await import('./en.ts')).en;
};

/**
 * Told of every string or function read from the catalogue, for the test that no module reads one while it
 * is imported (src/web/app/module-reads.test.ts): such a read keeps the language of the first page forever.
 */
export const leafReads: { listener: ((path: string) => void) | null } = { listener: null };

/** Every string a person reads on the site, in the page's language (src/web/i18n/es.ts and en.ts). */
export const messages = lazyCatalogue<TMessages>(
  () => catalogues[currentLanguage()] ?? es,
  (path) => leafReads.listener?.(path),
);
