import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';

/** The main sections, in the header on wide screens and in the menu drawer on narrow ones. */
export const mainLinks = [
  { to: paths.home(), label: es.nav.home },
  { to: paths.auctions(), label: es.nav.auctions },
  { to: paths.sales(), label: es.nav.sales },
  { to: paths.howToTakePart(), label: es.nav.howToTakePart },
  { to: paths.contact(), label: es.nav.contact },
];
