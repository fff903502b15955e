import { defaultLanguage, type TLanguage } from '@/common/language.ts';

/**
 * The language this page is rendered in. One per page load in the browser (the switch loads the other
 * language's address); on the server it is set before each synchronous `renderToString` and read during it,
 * as the render's clock is (src/web/lib/clock.ts).
 */
let active: TLanguage = defaultLanguage;

export const currentLanguage = (): TLanguage => active;

export const setLanguage = (language: TLanguage) => {
  active = language;
};
