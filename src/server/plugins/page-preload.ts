import { existsSync, readFileSync } from 'node:fs';
import { auctionPhase } from '@/common/auction-phase.ts';
import { imageSizes, srcSet } from '@/common/images.ts';
import type { TImage } from '@/common/schemas/catalogue.ts';
import type { TDb } from '@/server/db/client.ts';
import { listOpenAuctions } from '@/server/modules/auctions/auctions.service.ts';
import { loadCovers } from '@/server/modules/catalogue/media.ts';

/**
 * What a public page will need the moment its HTML arrives, so the browser fetches it in parallel instead
 * of discovering it step by step (HTML → app → page code → data → pictures): the page's code chunks,
 * from Vite's manifest, the API responses it reads first and the picture it paints largest (largest
 * contentful paint). Each URL must be exactly the one the web app requests (src/web/features/…/api), with
 * the same credentials mode, and the picture the same srcset and sizes, or the browser fetches it twice.
 */
type TPicture = { image: TImage; sizes: string } | null;

/** The first running auction's cover: the top-left card of the home page. */
const homePicture = async (db: TDb): Promise<TPicture> => {
  const now = Date.now();
  const first = (await listOpenAuctions({ db })).find((auction) => auctionPhase(auction, now) === 'running');
  return first?.cover ? { image: first.cover, sizes: imageSizes.card } : null;
};

/** The first picture of an auction's or lot's gallery. */
const galleryPicture = async (db: TDb, owner: 'auctionId' | 'lotId', id: number): Promise<TPicture> => {
  const image = (await loadCovers(db, owner, [id])).get(id);
  return image ? { image, sizes: imageSizes.gallery } : null;
};

const publicPages: {
  pattern: RegExp;
  module: string;
  data?: (id: string) => string[];
  picture?: (db: TDb, id: number) => Promise<TPicture>;
}[] = [
  {
    pattern: /^\/$/,
    module: 'app/routes/home.tsx',
    data: () => [
      '/api/frontend/auctions/open',
      '/api/frontend/lots/closing-soon?limit=8',
      '/api/frontend/sales?page=1&limit=12',
    ],
    picture: homePicture,
  },
  { pattern: /^\/subastas$/, module: 'app/routes/auctions.tsx' },
  {
    pattern: /^\/subastas\/(\d+)$/,
    module: 'app/routes/auction.tsx',
    data: (id) => [`/api/frontend/auctions/${id}`],
  },
  {
    pattern: /^\/(?:subastas\/\d+|lotes)\/(\d+)$/,
    module: 'app/routes/lot.tsx',
    data: (id) => [`/api/frontend/lots/${id}`],
    picture: (db, id) => galleryPicture(db, 'lotId', id),
  },
  { pattern: /^\/liquidaciones(?:\/industriales|\/inmobiliarias)?$/, module: 'app/routes/sales.tsx' },
  { pattern: /^\/liquidaciones\/(\d+)(?:\/\d+)?$/, module: 'app/routes/sale.tsx' },
  { pattern: /^\/buscar$/, module: 'app/routes/search.tsx' },
  { pattern: /^\/contacto$/, module: 'app/routes/contact.tsx' },
];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const pictureLink = (image: TImage, sizes: string) => {
  const set = srcSet(image);
  const href = image.default ?? image.url;
  if (!set && !href) return '';
  return `<link rel="preload" as="image" fetchpriority="high"${href ? ` href="${escapeAttribute(href)}"` : ''}${set ? ` imagesrcset="${escapeAttribute(set)}" imagesizes="${sizes}"` : ''} />`;
};

export type TPagePreloads = { picture: string; chunks: string[]; data: string[] };

type TManifest = Record<string, { file: string; imports?: string[] }>;

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
   * What one path needs first (nothing for pages not listed): its largest picture as a `<link>` tag, its
   * code chunks (beyond the app's initial code) and the API answers it reads first.
   */
  return async (db: TDb, path: string): Promise<TPagePreloads> => {
    for (const page of publicPages) {
      const match = page.pattern.exec(path);
      if (!match) continue;
      // A picture that cannot be looked up is only a missed head start, never a failed page.
      const picture = (await page.picture?.(db, Number(match[1])).catch(() => null)) ?? null;
      return {
        picture: picture ? pictureLink(picture.image, picture.sizes) : '',
        chunks: [...chunksOf(page.module)].filter((file) => !inIndex.has(file)).map((file) => `/${file}`),
        data: page.data?.(match[1] ?? '') ?? [],
      };
    }
    return { picture: '', chunks: [], data: [] };
  };
};

/** `<link>` tags that fetch a page's chunks and first API answers while the app's code arrives. */
export const codeLinks = ({ chunks, data }: Pick<TPagePreloads, 'chunks' | 'data'>) =>
  [
    ...chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}" />`),
  ].join('\n    ');
