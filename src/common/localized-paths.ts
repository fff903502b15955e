import { defaultLanguage, type TLanguage } from './language.ts';

/**
 * Every page's address in each language (docs/product.md#languages): Spanish at the SPEC's addresses,
 * English under `/en/`, but for the two English pages the SPEC already had. A `:name` segment (or the end
 * of one, `acerca-de-:product`) is a parameter, carried over as it is, so the table translates addresses
 * (`/subastas/4`) and the router's patterns (`/subastas/:auctionId`) alike. The first match wins: the
 * literal segments go before the parameters beside them.
 */
const addresses: readonly (readonly [es: string, en: string])[] = [
  ['/', '/en/'],
  ['/subastas', '/en/auctions'],
  ['/subastas/:auction', '/en/auctions/:auction'],
  ['/subastas/:auction/pantalla', '/en/auctions/:auction/screen'],
  ['/subastas/:auction/:lot', '/en/auctions/:auction/:lot'],
  ['/lotes/:lot', '/en/lots/:lot'],
  ['/liquidaciones', '/en/sales'],
  ['/liquidaciones/industriales', '/en/sales/industrial'],
  ['/liquidaciones/inmobiliarias', '/en/sales/real-estate'],
  ['/liquidaciones/:sale', '/en/sales/:sale'],
  ['/liquidaciones/:sale/:lot', '/en/sales/:sale/:lot'],
  ['/buscar', '/en/search'],
  ['/contacto', '/en/contact'],
  ['/aviso-legal', '/en/legal-notice'],
  ['/privacidad', '/en/privacy'],
  ['/servicios', '/en/services'],
  ['/acerca-de-:product', '/en/about-:product'],
  ['/acerca-de-:product/:page', '/en/about-:product/:page'],
  ['/como-funciona', '/how-does-it-work'],
  ['/como-participar', '/how-to-take-part'],
  ['/verificar-puja', '/en/verify-bid'],
  ['/avisos/baja', '/en/alerts/unsubscribe'],
  ['/mi-cuenta/adjudicaciones', '/en/my-account/won-lots'],
  ['/mi-cuenta/datos/:section', '/en/my-account/details/:section'],
  ['/mi-cuenta/subastas/:section', '/en/my-account/auctions/:section'],
  ['/user/password-restablishment/:key', '/en/user/password-restablishment/:key'],
  ['/user/signup/validation/:id', '/en/user/signup/validation/:id'],
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The values of the pattern's parameters in `path`, in order; null when it does not match. */
const match = (pattern: string, path: string): string[] | null => {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return null;
  const values: string[] = [];
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    const colon = segment.indexOf(':');
    if (colon === -1) {
      if (segment !== value) return null;
    } else {
      const prefix = segment.slice(0, colon);
      if (!value.startsWith(prefix) || value.length === prefix.length) return null;
      values.push(value.slice(prefix.length));
    }
  }
  return values;
};

const fill = (pattern: string, values: string[]) => {
  let next = 0;
  return pattern.replace(/:[a-z]+/g, () => values[next++]!);
};

/** The language an address is in: `/en/…` and the SPEC's two English pages are English, the rest Spanish. */
export const languageOfPath = (path: string): TLanguage => {
  const pathname = path.split(/[?#]/)[0]!;
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en';
  return addresses.some(([, en]) => !en.startsWith('/en/') && match(en, pathname)) ? 'en' : defaultLanguage;
};

/**
 * The same page's address in `language` (query string and fragment kept); an address the table does not
 * know (the back office, a page that does not exist) comes back as it is.
 */
export const pathIn = (language: TLanguage, path: string): string => {
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const from = languageOfPath(pathname);
  if (from === language) return path;
  for (const [es, en] of addresses) {
    const [source, target] = from === 'es' ? [es, en] : [en, es];
    const values = match(source, pathname);
    if (values) return fill(target, values) + rest;
  }
  return path;
};

/**
 * A page's address in a language, from its Spanish one (`/subastas/4` → `/en/auctions/4` in English); the
 * query and fragment are kept. Takes a path or a whole URL under `origin`.
 */
export const localisedPath = (language: TLanguage, address: string, origin = ''): string => {
  if (language === 'es' || !address.startsWith(origin)) return address;
  const rest = address.slice(origin.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return address;
  return origin + pathIn(language, rest.startsWith('/') ? rest : `/${rest}`);
};
