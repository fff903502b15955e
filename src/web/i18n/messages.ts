import type { TLanguage } from '@/common/language.ts';
import { es } from './es.ts';
import { currentLanguage } from './language.ts';
import type { TMessages } from './shape.ts';

export type { TMessages } from './shape.ts';

/**
 * Spanish is always here; English arrives by `loadCatalogue` before a page in it renders, so a Spanish
 * visitor's first download carries one catalogue (docs/product.md#page-budget). Until then, Spanish.
 */
const catalogues: Partial<Record<TLanguage, TMessages>> = { es };

export const hasCatalogue = (language: TLanguage) => catalogues[language] !== undefined;

/** A catalogue imported by whoever renders every language at once (the server's renderer). */
export const addCatalogue = (language: TLanguage, catalogue: TMessages) => {
  catalogues[language] = catalogue;
};

/** Fetches a language's catalogue once (a chunk of its own in the browser); resolves when it can be read. */
export const loadCatalogue = async (language: TLanguage) => {
  if (!hasCatalogue(language)) catalogues[language] = (await import('./en.ts')).en;
};

type TNode = Record<PropertyKey, unknown>;

const resolve = (path: readonly string[]): TNode =>
  path.reduce<TNode>(
    (node, key) => node[key] as TNode,
    (catalogues[currentLanguage()] ?? es) as unknown as TNode,
  );

const branches = new Map<string, TNode>();

/**
 * Told of every string or function read from the catalogue, for the test that no module reads one while it
 * is imported (src/web/app/module-reads.test.ts): such a read keeps the language of the first page forever.
 */
export const leafReads: { listener: ((path: string) => void) | null } = { listener: null };

/**
 * A section of the catalogue that reads the page's language at each use, not at import: a module may keep
 * `const t = messages.lots` at its top and still say each render's language.
 */
const branch = (path: readonly string[]): TNode => {
  const id = path.join('\u0000');
  let proxy = branches.get(id);
  if (!proxy) {
    proxy = new Proxy<TNode>(
      {},
      {
        get: (_, key) => {
          const value = resolve(path)[key];
          // Lists (month names…) are handed over as they are: whoever takes one may check `Array.isArray`.
          if (typeof key === 'string' && value !== null && typeof value === 'object' && !Array.isArray(value))
            return branch([...path, key]);
          if (typeof key === 'string') leafReads.listener?.([...path, key].join('.'));
          return value;
        },
        has: (_, key) => key in resolve(path),
        ownKeys: () => Reflect.ownKeys(resolve(path)),
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(resolve(path), key);
          return descriptor && { ...descriptor, configurable: true, value: branch(path)[key as string] };
        },
      },
    );
    branches.set(id, proxy);
  }
  return proxy;
};

/** Every string a person reads on the site, in the page's language (src/web/i18n/es.ts and en.ts). */
export const messages = branch([]) as unknown as TMessages;
