import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';

/**
 * The main sections, in the header on wide screens and in the menu drawer on narrow ones; a function, so each
 * render says them in its page's language.
 */
export const mainLinks = () => [
  { to: paths.home(), label: messages.nav.home },
  { to: paths.auctions(), label: messages.nav.auctions },
  { to: paths.sales(), label: messages.nav.sales },
  { to: paths.howToTakePart(), label: messages.nav.howToTakePart },
  { to: paths.contact(), label: messages.nav.contact },
];
