/**
 * A message catalogue's shape with its wording left open (docs/product.md#languages): every language has the
 * same keys and the same signatures, so a key missing from one catalogue fails the type check.
 */
export type TCatalogueShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => TCatalogueShape<R>
    : T extends object
      ? { readonly [K in keyof T]: TCatalogueShape<T[K]> }
      : T;
