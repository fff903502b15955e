import type { es } from './es.ts';

/** A catalogue's shape with its wording left open: every language has the same keys and signatures. */
type TWiden<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => TWiden<R>
    : T extends object
      ? { readonly [K in keyof T]: TWiden<T[K]> }
      : T;

/**
 * The shape every catalogue has (src/web/i18n/es.ts, en.ts). Its own module, so a catalogue names its type
 * without importing messages.ts, which imports the catalogues.
 */
export type TMessages = TWiden<typeof es>;
