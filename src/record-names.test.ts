import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One record name in every layer: `src/common/schemas/<record>.ts` → `src/server/modules/<record>/` →
 * `src/web/features/<record>/`. The server's module folders are the reference; a schema file or a web
 * feature named otherwise, or a module whose answers have no schema file, is a second name for one thing.
 */

/** Schema files that describe no record: the API's envelope and shared fields, and the live event stream. */
const sharedSchemas = ['api', 'live'];
/**
 * Modules whose answers need no shapes of their own: `catalogue`, the public read helpers auctions and lots
 * share (no routes); `accounting`, the accountant's CSV exports (api.ts's file download).
 */
const modulesWithoutSchema = ['catalogue', 'accounting'];

type TTree = { schemas: string[]; modules: string[]; features: string[] };

const unmatchedNames = ({ schemas, modules, features }: TTree) => {
  const isModule = (name: string) => modules.includes(name);
  return [
    ...schemas
      .filter((name) => !isModule(name) && !sharedSchemas.includes(name))
      .map((name) => `src/common/schemas/${name}.ts has no module src/server/modules/${name}/`),
    ...modules
      .filter((name) => !schemas.includes(name) && !modulesWithoutSchema.includes(name))
      .map((name) => `src/server/modules/${name}/ has no schema file src/common/schemas/${name}.ts`),
    ...features
      .filter((name) => !isModule(name))
      .map((name) => `src/web/features/${name}/ has no module src/server/modules/${name}/`),
  ];
};

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const realTree = (): TTree => ({
  schemas: readdirSync('src/common/schemas')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, '')),
  modules: folders('src/server/modules'),
  features: folders('src/web/features'),
});

describe('record names', () => {
  it('name each record the same in schemas, server modules and web features', () => {
    expect(unmatchedNames(realTree())).toEqual([]);
  });

  it('name the folder or file that has no counterpart', () => {
    const tree = realTree();
    expect(
      unmatchedNames({
        schemas: [...tree.schemas, 'admin-lots'],
        modules: [...tree.modules, 'stock'],
        features: [...tree.features, 'admin'],
      }),
    ).toEqual([
      'src/common/schemas/admin-lots.ts has no module src/server/modules/admin-lots/',
      'src/server/modules/stock/ has no schema file src/common/schemas/stock.ts',
      'src/web/features/admin/ has no module src/server/modules/admin/',
    ]);
  });
});
