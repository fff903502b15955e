import { existsSync, readFileSync } from 'node:fs';

/**
 * What a public page will need the moment its HTML arrives, so the browser fetches it in parallel instead
 * of discovering it step by step (HTML → app → page code → data → pictures): the page's code chunks,
 * from Vite's manifest, and the API responses it reads first. Each URL must be exactly the one the web
 * app requests (src/web/features/…/api), with the same credentials mode, or the browser fetches it twice.
 */
const publicPages: { pattern: RegExp; module: string; data?: (id: string) => string[] }[] = [
  {
    pattern: /^\/$/,
    module: 'app/routes/home.tsx',
    data: () => [
      '/api/frontend/auctions/open',
      '/api/frontend/lots/closing-soon?limit=8',
      '/api/frontend/sales?page=1&limit=12',
    ],
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
  },
  { pattern: /^\/liquidaciones(?:\/industriales|\/inmobiliarias)?$/, module: 'app/routes/sales.tsx' },
  { pattern: /^\/liquidaciones\/(\d+)(?:\/\d+)?$/, module: 'app/routes/sale.tsx' },
  { pattern: /^\/buscar$/, module: 'app/routes/search.tsx' },
  { pattern: /^\/contacto$/, module: 'app/routes/contact.tsx' },
];

type TManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export const createPagePreloads = (manifestPath: string) => {
  const manifest: TManifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // index.html already loads the entry chunk and preloads its imports.
  const inIndex = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
    return seen;
  };

  /** The `<link>` tags for one path, or an empty string for pages that have none. */
  return (path: string): string => {
    for (const page of publicPages) {
      const match = page.pattern.exec(path);
      if (!match) continue;
      const scripts = [...chunksOf(page.module)].filter((file) => !inIndex.has(file));
      const data = page.data?.(match[1] ?? '') ?? [];
      return [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
        ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}" />`),
      ].join('\n    ');
    }
    return '';
  };
};
