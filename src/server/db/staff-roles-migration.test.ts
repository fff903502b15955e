import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from './client.ts';

/** drizzle/0031: every administrator of before becomes administración; `is_admin` is derived afterwards. */
const drizzleFolder = new URL('../../../drizzle', import.meta.url).pathname;
let before: string;

beforeAll(async () => {
  // The migrations as they were before staff roles: the same folder with a journal that stops just before it.
  before = await mkdtemp(join(tmpdir(), 'lonja-migrations-'));
  await cp(drizzleFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === '0031_staff-roles');
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

it('turns existing administrators into administración and derives is_admin from the roles', async () => {
  const database = await openPglite({ dataDir: 'memory://' });
  try {
    const db = database.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`
      insert into users (firstname, lastname, email, is_admin)
      values ('Ana', 'Admin', 'ana@example.com', true), ('Pablo', 'Pujador', 'pablo@example.com', false)`);
    await migrate(db, { migrationsFolder: drizzleFolder });
    const rows = await db.execute<{ email: string; roles: string; is_admin: boolean }>(
      sql`select email, roles::text as roles, is_admin from users order by email`,
    );
    expect(rows.rows).toEqual([
      { email: 'ana@example.com', roles: '{administracion}', is_admin: true },
      { email: 'pablo@example.com', roles: '{}', is_admin: false },
    ]);
    await db.execute(sql`update users set roles = '{almacen}' where email = 'pablo@example.com'`);
    const [pablo] = (
      await db.execute<{ is_admin: boolean }>(
        sql`select is_admin from users where email = 'pablo@example.com'`,
      )
    ).rows;
    expect(pablo).toEqual({ is_admin: true });
    await expect(db.execute(sql`update users set roles = '{jefe}'`)).rejects.toThrow();
  } finally {
    await database.close();
  }
}, 120_000);
