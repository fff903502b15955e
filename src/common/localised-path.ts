import type { TLanguage } from './language.ts';

/**
 * Spanish address prefixes and their English twins (docs/product.md#languages): longest first, so
 * `/liquidaciones/industriales` wins over `/liquidaciones`. A prefix matches a whole path segment.
 */
const englishPrefixes: [string, string][] = [
  ['/mi-cuenta/adjudicaciones', '/en/my-account/won-lots'],
  ['/mi-cuenta/datos', '/en/my-account/details'],
  ['/mi-cuenta/subastas', '/en/my-account/auctions'],
  ['/liquidaciones/industriales', '/en/sales/industrial'],
  ['/liquidaciones/inmobiliarias', '/en/sales/real-estate'],
  ['/liquidaciones', '/en/sales'],
  ['/subastas', '/en/auctions'],
  ['/lotes', '/en/lots'],
  ['/buscar', '/en/search'],
  ['/contacto', '/en/contact'],
  ['/aviso-legal', '/en/legal-notice'],
  ['/privacidad', '/en/privacy'],
  ['/servicios', '/en/services'],
  ['/verificar-puja', '/en/verify-bid'],
  ['/avisos/baja', '/en/alerts/unsubscribe'],
  ['/user', '/en/user'],
];

const englishPathOf = (path: string) => {
  if (path === '/' || path === '') return '/en/';
  const about = path.match(/^\/acerca-de-(.*)$/);
  if (about) return `/en/about-${about[1]}`;
  // An auction's room screen: /subastas/{id}/pantalla.
  const screen = path.match(/^\/subastas\/(\d+)\/pantalla$/);
  if (screen) return `/en/auctions/${screen[1]}/screen`;
  for (const [spanish, english] of englishPrefixes) {
    if (path === spanish || path.startsWith(`${spanish}/`)) return english + path.slice(spanish.length);
  }
  // The back office and the pages that have one address for both (/how-does-it-work) stay as they are.
  return path;
};

/**
 * A page's address in a language, from its Spanish one (`/subastas/4` → `/en/auctions/4` in English); the
 * query and fragment are kept. Takes a path or a whole URL under `origin`.
 */
export const localisedPath = (language: TLanguage, address: string, origin = ''): string => {
  if (language === 'es' || !address.startsWith(origin)) return address;
  const rest = address.slice(origin.length);
  const cut = rest.search(/[?#]/);
  const path = cut === -1 ? rest : rest.slice(0, cut);
  const tail = cut === -1 ? '' : rest.slice(cut);
  if (path !== '' && !path.startsWith('/')) return address;
  return origin + englishPathOf(path) + tail;
};
