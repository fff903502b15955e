import { existsSync, readFileSync } from 'node:fs';
import { srcSet } from '@/common/images.ts';
import type { TPagePicture, TRenderedPage } from '@/common/rendered-page.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const pictureLink = ({ image, sizes }: TPagePicture) => {
  const set = srcSet(image);
  const href = image.default ?? image.url;
  if (!set && !href) return '';
  return `<link rel="preload" as="image" fetchpriority="high"${href ? ` href="${escapeAttribute(href)}"` : ''}${set ? ` imagesrcset="${escapeAttribute(set)}" imagesizes="${sizes}"` : ''} />`;
};

export type TPagePreloads = { picture: string; chunks: string[]; data: string[] };

type TManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * What a public page will need the moment its HTML arrives, so the browser fetches it in parallel instead
 * of discovering it step by step (HTML → app → page code → data → pictures): the page's code chunks, from
 * Vite's manifest, the API answers it reads first and the picture it paints largest (largest contentful
 * paint). Which page, which data and which picture, the page's descriptor says (src/web/app/routes/
 * <page>.page.ts), through the server build's render of it.
 */
export const createPagePreloads = (manifestPath: string, indexHtml: string) => {
  const manifest: TManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  // The scripts index.html already loads or preloads (the app's initial code).
  const inIndex = new Set(
    [...indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]),
  );
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
    return seen;
  };

  /**
   * What one rendered page needs first (nothing for pages that are not public): its largest picture as a
   * `<link>` tag, its code chunks (beyond the app's initial code) and the API answers it reads first.
   */
  return (page: TRenderedPage): TPagePreloads => ({
    picture: page.picture ? pictureLink(page.picture) : '',
    chunks: page.module
      ? [...chunksOf(page.module)].filter((file) => !inIndex.has(file)).map((file) => `/${file}`)
      : [],
    data: page.data ?? [],
  });
};
/** `<link>` tags that fetch a page's chunks and first API answers while the app's code arrives. */
export const codeLinks = ({ chunks, data }: Pick<TPagePreloads, 'chunks' | 'data'>) =>
  [
    ...chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}" />`),
  ].join('\n    ');
