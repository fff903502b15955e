import type { TLanguage } from './language.ts';
import { pathIn } from './localized-paths.ts';

/**
 * A page's address in a language, from its Spanish one (`/subastas/4` → `/en/auctions/4` in English); the
 * query and fragment are kept. Takes a path or a whole URL under `origin`.
 */
export const localisedPath = (language: TLanguage, address: string, origin = ''): string => {
  if (language === 'es' || !address.startsWith(origin)) return address;
  const rest = address.slice(origin.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return address;
  // The one table of addresses in both languages (src/common/localized-paths.ts).
  return origin + pathIn(language, rest.startsWith('/') ? rest : `/${rest}`);
};
