import { foldAccents } from '@/common/fold-accents.ts';

/** A URL-safe slug from a title: accents dropped, lower case, words joined by hyphens. */
export const slugify = (text: string, fallback = 'subasta') =>
  foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100) || fallback;
