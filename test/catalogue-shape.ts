type TNode = { readonly [key: string]: unknown };

/**
 * Every leaf of a message catalogue as `path → 'string' | 'function/<arity>'`: two languages' catalogues
 * have the same shape when every key is in both and every message takes the same arguments.
 */
export const catalogueShape = (node: object, path = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(node as TNode).flatMap(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'function') return [[at, `function/${value.length}`]];
      if (value !== null && typeof value === 'object') return Object.entries(catalogueShape(value, at));
      return [[at, typeof value]];
    }),
  );
