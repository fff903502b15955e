import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * The "new build" of a rolling deploy test: a copy of this checkout's server (src, drizzle, package.json,
 * tsconfig.json, node_modules linked) with one more migration in its drizzle folder, as the next release
 * would bring. Started with `startServerProcess(…, { cwd: folder })`, it migrates the database at start and
 * its readiness expects the new migration, exactly as a release built from the next commit would.
 */
export const createBuildWithMigration = async (name: string, statements: string[]) => {
  const folder = await mkdtemp(join(tmpdir(), 'lonja-new-build-'));
  for (const part of ['src', 'drizzle', 'package.json', 'tsconfig.json'])
    await cp(join(root, part), join(folder, part), { recursive: true });
  await symlink(join(root, 'node_modules'), join(folder, 'node_modules'));
  const journalFile = join(folder, 'drizzle/meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const idx = last.idx + 1;
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  journal.entries.push({
    idx,
    version: last.version,
    when: Math.max(Date.now(), last.when + 1_000),
    tag,
    breakpoints: true,
  });
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  await writeFile(join(folder, 'drizzle', `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
};
