type TNode = Record<PropertyKey, unknown>;

/**
 * A catalogue that reads its language at each use, not at import: a module may keep `const t = text.lots` at
 * its top and still say each page's or request's language. `pick` returns the catalogue of the moment;
 * `onLeaf` hears each string or function read (tests use it to catch reads at import, which would freeze
 * one language forever).
 */
export const lazyCatalogue = <T>(pick: () => T, onLeaf?: (path: string) => void): T => {
  const branches = new Map<string, TNode>();
  const resolve = (path: readonly string[]): TNode =>
    path.reduce<TNode>((node, key) => node[key] as TNode, pick() as unknown as TNode);
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
            if (
              typeof key === 'string' &&
              value !== null &&
              typeof value === 'object' &&
              !Array.isArray(value)
            )
              return branch([...path, key]);
            if (typeof key === 'string') onLeaf?.([...path, key].join('.'));
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
  return branch([]) as unknown as T;
};
