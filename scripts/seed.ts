import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/server/config.ts';
import { openDatabase } from '@/server/db/client.ts';
import { ensureAdmin, seedDemo, seedReference } from '@/server/db/seed/index.ts';
import { createDiskStorage } from '@/server/media/storage.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';

/** `npm run seed`: wipes a development database and its uploads, then migrates and seeds it again. */
const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('npm run seed deletes every row: it refuses to run with NODE_ENV=production.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.db.execute(sql`drop schema if exists drizzle cascade`);
await database.db.execute(sql`drop schema public cascade`);
await database.db.execute(sql`create schema public`);
await rm(config.UPLOADS_DIR, { recursive: true, force: true });
await database.migrate();
await seedReference({ db: database.db });
await ensureAdmin({
  db: database.db,
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
  totpSecret: config.ADMIN_TOTP_SECRET,
  log: console.log,
});
await seedDemo({
  db: database.db,
  storage: createDiskStorage({ root: config.UPLOADS_DIR }),
  closeDueLots,
  log: console.log,
});
await database.close();
console.log(`Database reset and seeded (${database.kind}).`);
