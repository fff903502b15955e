import { runRestoreDrill } from '@/server/backups/restore-drill.ts';
import { loadConfig } from '@/server/config.ts';
import { openStorage } from '@/server/media/open-storage.ts';

/**
 * `npm run restore-drill`: proves the backups restore (docs/operations.md, "Backups"). Dumps DATABASE_URL
 * with pg_dump and copies the media of MEDIA_STORAGE, restores both into a new empty database on the same
 * server and an empty folder, checks rows, bid chains, invoice chains and media, prints each check, and
 * exits 1 if any failed. PG_BIN: where pg_dump and pg_restore are (/usr/lib/postgresql/15/bin);
 * RESTORE_DRILL_KEEP=true keeps the restored database to look at. Needs CREATEDB on the server.
 */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'The restore drill needs PostgreSQL: set DATABASE_URL (the embedded database has no pg_dump).',
  );
  process.exit(1);
}
const report = await runRestoreDrill({
  databaseUrl: config.DATABASE_URL,
  storage: openStorage(config),
  pgBin: process.env.PG_BIN,
  keep: process.env.RESTORE_DRILL_KEEP === 'true',
  log: console.log,
});
console.log(
  report.isPassed
    ? 'Restore drill passed: the backup restores whole.'
    : 'Restore drill FAILED: see the checks above.',
);
process.exit(report.isPassed ? 0 : 1);
