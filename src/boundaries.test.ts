import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Each import boundary of .dependency-cruiser.cjs fails when broken: a deliberate violation is written into
 * the tree for a moment and dependency-cruiser must name its rule (`npm run lint:deps` checks the real
 * tree in CI). Relative and `@/` imports alike, since the rules are about paths, not how they are written.
 */
const run = promisify(execFile);
const written: string[] = [];
afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => rm(file, { force: true })));
});

const violationsOf = async (files: Record<string, string>, config = '.dependency-cruiser.cjs') => {
  for (const [file, source] of Object.entries(files)) {
    written.push(file);
    await writeFile(file, source);
  }
  const { stdout } = await run(
    'tools/boundaries/node_modules/.bin/depcruise',
    ['--config', config, '--output-type', 'json', ...Object.keys(files)],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))];
};

const probe = (name: string) => `__boundary-probe-${name}__`;

describe('import boundaries', () => {
  it.each([
    ['common-is-isomorphic', { [`src/common/${probe('a')}.ts`]: "import '@/server/config.ts';\n" }],
    ['web-never-imports-server', { [`src/web/lib/${probe('b')}.ts`]: "import '../../server/config.ts';\n" }],
    ['server-never-imports-web', { [`src/server/lib/${probe('c')}.ts`]: "import '@/web/i18n/es.ts';\n" }],
    [
      'features-are-independent',
      { [`src/web/features/bids/${probe('d')}.ts`]: "import '../auth/api/get-countries.ts';\n" },
    ],
    ['app-layer-on-top', { [`src/web/lib/${probe('e')}.ts`]: "import '../app/router.tsx';\n" }],
    [
      'no-cycles',
      {
        [`src/common/${probe('f')}.ts`]: `import './${probe('g')}.ts';\nexport const f = 1;\n`,
        [`src/common/${probe('g')}.ts`]: `import './${probe('f')}.ts';\nexport const g = 1;\n`,
      },
    ],
    [
      'modules-reach-jobs-through-the-queue',
      { [`src/server/modules/lots/${probe('h')}.ts`]: "import '@/server/jobs/periodic.ts';\n" },
    ],
    [
      'lib-is-below-plugins-and-modules',
      { [`src/server/lib/${probe('i')}.ts`]: "import '../plugins/etag.ts';\n" },
    ],
    [
      'seed-uses-no-module-internals',
      { [`src/server/db/seed/${probe('j')}.ts`]: "import '@/server/modules/lots/close-lots.ts';\n" },
    ],
  ])(
    'fails %s when it is broken',
    async (rule, files) => {
      expect(await violationsOf(files)).toContain(rule);
    },
    60_000,
  );

  it('lets the seed use a module through its public entry', async () => {
    const files = {
      [`src/server/db/seed/${probe('l')}.ts`]: "import '@/server/modules/lots/lots.module.ts';\n",
    };
    expect(await violationsOf(files)).not.toContain('seed-uses-no-module-internals');
  }, 60_000);

  it('fails no-folder-cycles when two server folders depend on each other', async () => {
    // jobs → mail here, and mail → jobs already (mail/outbox.ts enqueues through jobs/queue.ts): a loop
    // between folders though no file imports itself back.
    const files = { [`src/server/jobs/${probe('k')}.ts`]: "import '../mail/outbox.ts';\n" };
    const violations = await violationsOf(files, '.dependency-cruiser.folders.cjs');
    expect(violations).toContain('no-folder-cycles');
    expect(await violationsOf(files)).not.toContain('no-cycles');
  }, 60_000);

  it('fails no-folder-cycles when two modules depend on each other', async () => {
    // watchlist → media and media → watchlist: two modules that were in no loop now form one.
    const files = {
      [`src/server/modules/watchlist/${probe('m')}.ts`]: "import '../media/media.service.ts';\n",
      [`src/server/modules/media/${probe('n')}.ts`]: "import '../watchlist/watchlist.service.ts';\n",
    };
    const violations = await violationsOf(files, '.dependency-cruiser.folders.cjs');
    expect(violations).toContain('no-folder-cycles');
  }, 60_000);
});
