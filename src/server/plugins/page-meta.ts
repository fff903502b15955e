import { languages, type TLanguage } from '@/common/language.ts';
import { pathIn } from '@/common/localized-paths.ts';
import type { TPageMeta } from '@/common/rendered-page.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const ogLocales: Record<TLanguage, string> = { es: 'es_ES', en: 'en_GB' };

/**
 * The page's address in each language, for search engines: Spanish is what a reader of any other language
 * gets (x-default).
 */
const alternateLinks = (path: string, publicUrl: string) =>
  [
    ...languages.map((language) => [language, pathIn(language, path)] as const),
    ['x-default', pathIn('es', path)] as const,
  ].map(
    ([hreflang, href]) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(publicUrl + href)}" />`,
  );

/** The document's language, for screen readers, translation offers and search engines. */
export const withLanguage = (html: string, language: TLanguage) =>
  html.replace(/<html lang="[a-z-]*"/, () => `<html lang="${language}"`);

/**
 * Writes a public page's meta tags into index.html's head, so crawlers and link previews see them without
 * running the app. The page's descriptor computes them from the data it was rendered with
 * (src/web/app/routes/<page>.page.ts); every other page gets its canonical address only.
 */
export const withMeta = (
  html: string,
  meta: TPageMeta | null,
  options: {
    siteName: string;
    url: string;
    publicUrl: string;
    language: TLanguage;
    /** The page's path, when it is public: its address in the other language is listed too. */
    publicPath?: string;
  },
) => {
  const canonical = `<link rel="canonical" href="${escapeHtml(options.url)}" />`;
  const alternates =
    options.publicPath === undefined ? [] : alternateLinks(options.publicPath, options.publicUrl);
  // Replacements are functions throughout: a `$&` in a title must stay text, not repeat what it replaces.
  if (!meta)
    return html.replace('</head>', () => `    ${[canonical, ...alternates].join('\n    ')}\n  </head>`);
  const title = `${meta.title} · ${options.siteName}`;
  const image = meta.image ? `${options.publicUrl}${meta.image}` : null;
  const tags = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}" />`,
    `<meta property="og:locale" content="${ogLocales[options.language]}" />`,
    ...(options.publicPath === undefined
      ? []
      : languages
          .filter((language) => language !== options.language)
          .map((language) => `<meta property="og:locale:alternate" content="${ogLocales[language]}" />`)),
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    canonical,
    ...alternates,
    // JSON in a script element: "<" is escaped so no text can close the element early.
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
};
