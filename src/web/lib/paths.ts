import { pathIn } from '@/common/localized-paths.ts';
import { currentLanguage } from '@/web/i18n/language.ts';

export const siteName = (import.meta.env.VITE_SITE_NAME as string | undefined) ?? 'Lonja';
export const productSlug = siteName.toLowerCase();

/** The SPEC's addresses, in Spanish; `paths` says each in the page's language. */
const spanish = {
  home: () => '/',
  about: () => `/acerca-de-${productSlug}`,
  aboutPage: (pageId: string) => `/acerca-de-${productSlug}/${pageId}`,
  legalNotice: () => '/aviso-legal',
  privacy: () => '/privacidad',
  services: () => '/servicios',
  howItWorks: () => '/como-funciona',
  howItWorksEn: () => '/how-does-it-work',
  howToTakePart: () => '/como-participar',
  howToTakePartEn: () => '/how-to-take-part',
  contact: () => '/contacto',
  verifyBid: () => '/verificar-puja',
  search: (query?: string) => (query ? `/buscar?q=${encodeURIComponent(query)}` : '/buscar'),
  sales: () => '/liquidaciones',
  industrialSales: () => '/liquidaciones/industriales',
  realEstateSales: () => '/liquidaciones/inmobiliarias',
  sale: (saleId: number) => `/liquidaciones/${saleId}`,
  saleLot: (saleId: number, lotId: number) => `/liquidaciones/${saleId}/${lotId}`,
  auctions: () => '/subastas',
  auction: (auctionId: number) => `/subastas/${auctionId}`,
  auctionLot: (auctionId: number, lotId: number) => `/subastas/${auctionId}/${lotId}`,
  /** The live bidders' panel on a live auction's page (docs/live-sales.md). */
  livePanel: (auctionId: number) => `/subastas/${auctionId}#venta-en-vivo`,
  /** A live auction's room screen, for a projector (docs/live-sales.md). */
  roomScreen: (auctionId: number) => `/subastas/${auctionId}/pantalla`,
  lot: (lotId: number) => `/lotes/${lotId}`,
  wonLots: () => '/mi-cuenta/adjudicaciones',
  accountData: (section: string) => `/mi-cuenta/datos/${section}`,
  accountAuctions: (section: string) => `/mi-cuenta/subastas/${section}`,
  passwordReset: (key: string) => `/user/password-restablishment/${key}`,
  activation: (validationId: string) => `/user/signup/validation/${validationId}`,
  unsubscribe: () => '/avisos/baja',
} as const;

type TPaths = typeof spanish;

/**
 * Every URL of the site (docs/product.md#api-contract) in one place, in the page's language
 * (src/common/localized-paths.ts); components never build paths by hand. Read at each call, so a list
 * built at a module's top keeps the language it was built in: build it in the component.
 */
export const paths = Object.fromEntries(
  Object.entries(spanish).map(([name, address]) => [
    name,
    // The SPEC's two English pages are English whatever the page's language.
    name.endsWith('En')
      ? address
      : (...args: never[]) => pathIn(currentLanguage(), (address as (...args: never[]) => string)(...args)),
  ]),
) as unknown as TPaths;

/** The same page in the other language: the language switch's link (src/common/localized-paths.ts). */
export { languageOfPath, pathIn } from '@/common/localized-paths.ts';

/** Ids in URLs are positive integers; anything else is a 404 (docs/product.md#the-browser). */
export const parseId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
