import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, queryRows, type TDb } from '@/server/db/client.ts';
import { files, images } from '@/server/db/schema/index.ts';
import { createDiskStorage, type TStorage } from '@/server/media/storage.ts';
import { checkLotChain } from '@/server/modules/bids/bid-chain.ts';
import { checkBillingChains } from '@/server/modules/invoices/verifactu/billing-chain-check.ts';
import { checkReadiness } from '@/server/modules/system/readiness.ts';

const run = promisify(execFile);

export type TDrillCheck = { name: string; isPassed: boolean; detail: string };
export type TDrillReport = { isPassed: boolean; restoredDatabase: string; checks: TDrillCheck[] };

/** Every stored key the database refers to: the five sizes of each image and each document. */
const mediaKeys = async (db: TDb) => {
  const imageRows = await db.select({ urls: images.urls }).from(images).where(isNotNull(images.urls));
  const fileRows = await db.select({ url: files.url }).from(files);
  const urls = [
    ...imageRows.flatMap((row) => Object.values(row.urls ?? {})),
    ...fileRows.map((row) => row.url),
  ];
  return [
    ...new Set(urls.filter((url) => url.startsWith('/media/')).map((url) => url.slice('/media/'.length))),
  ];
};

const readAll = async (storage: TStorage, key: string) => {
  const object = await storage.get(key);
  return object ? Buffer.concat(await object.body.toArray()) : null;
};
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const tablesCounted = ['users', 'auctions', 'lots', 'bids', 'bid_annulments', 'invoices', 'images', 'files'];
const countRows = async (db: TDb) =>
  Object.fromEntries(
    await Promise.all(
      tablesCounted.map(async (table) => {
        const [row] = await queryRows<{ n: string }>(
          db,
          sql.raw(`select count(*)::text as n from "${table}"`),
        );
        return [table, Number(row?.n ?? 0)] as const;
      }),
    ),
  );

type TCheck = (name: string, isPassed: boolean, detail: string) => void;

/** A copy of the media the database names, with each object's digest; the keys missing from the store. */
const backUpMedia = async (db: TDb, storage: TStorage, work: string) => {
  const backup = createDiskStorage({ root: join(work, 'media-backup') });
  const digests = new Map<string, string>();
  const missingAtSource: string[] = [];
  for (const key of await mediaKeys(db)) {
    const data = await readAll(storage, key);
    if (!data) missingAtSource.push(key);
    else {
      digests.set(key, sha256(data));
      await backup.put(key, data, 'application/octet-stream');
    }
  }
  return { backup, digests, missingAtSource };
};

/** The schema current and as many rows as the source. */
const checkSchemaAndRows = async (db: TDb, sourceCounts: Record<string, number>, check: TCheck) => {
  const readiness = await checkReadiness({ db, timeoutMs: 30_000 });
  check(
    'schema',
    readiness.migrations,
    readiness.migrations ? 'every migration applied' : 'migrations missing',
  );
  const restoredCounts = await countRows(db);
  const differing = tablesCounted.filter((table) => sourceCounts[table] !== restoredCounts[table]);
  check(
    'rows',
    differing.length === 0,
    differing.length === 0
      ? tablesCounted.map((table) => `${table} ${restoredCounts[table]}`).join(', ')
      : differing.map((table) => `${table}: ${sourceCounts[table]} → ${restoredCounts[table]}`).join(', '),
  );
};

/** Every lot's bid chain and every issuer's invoice chain intact. */
const checkChains = async (db: TDb, check: TCheck) => {
  const lotIds = await queryRows<{ lot_id: number }>(
    db,
    sql`select lot_id from bids union select lot_id from bid_annulments`,
  );
  const brokenLots = [];
  for (const { lot_id } of lotIds) {
    const chain = await checkLotChain(db, Number(lot_id));
    if (!chain.isIntact) brokenLots.push(`lote ${lot_id}: ${chain.brokenAt?.reason}`);
  }
  check(
    'bid chains',
    brokenLots.length === 0,
    brokenLots.length === 0 ? `${lotIds.length} lots intact` : brokenLots.join('; '),
  );
  // The billing records' check (docs/verifactu.md): fingerprints, links and the event log's chain.
  const billing = await checkBillingChains({ db, actorId: null });
  check(
    'invoice chains',
    billing.anomalies.length === 0,
    billing.anomalies.length === 0
      ? `${billing.checked} billing records intact`
      : billing.anomalies.join('; '),
  );
};

/** Every image size and document the copy names is there, with the same bytes. */
const checkMedia = async (
  db: TDb,
  {
    digests,
    missingAtSource,
    restoredMedia,
  }: { digests: Map<string, string>; missingAtSource: string[]; restoredMedia: TStorage },
  check: TCheck,
) => {
  const restoredKeys = await mediaKeys(db);
  const wrongMedia = [...missingAtSource.map((key) => `${key} (missing from the store)`)];
  for (const key of restoredKeys) {
    const data = await readAll(restoredMedia, key);
    if (data && sha256(data) !== digests.get(key)) wrongMedia.push(`${key} (different bytes)`);
    else if (!data && !missingAtSource.includes(key)) wrongMedia.push(`${key} (not restored)`);
  }
  check(
    'media',
    wrongMedia.length === 0,
    wrongMedia.length === 0 ? `${restoredKeys.length} objects, same bytes` : wrongMedia.join(', '),
  );
};

/** The checks, on the copy. */
const checkCopy = async (
  db: TDb,
  facts: {
    sourceCounts: Record<string, number>;
    digests: Map<string, string>;
    missingAtSource: string[];
    restoredMedia: TStorage;
  },
  check: TCheck,
) => {
  await checkSchemaAndRows(db, facts.sourceCounts, check);
  await checkChains(db, check);
  await checkMedia(db, facts, check);
};

/**
 * The restore drill (docs/operations.md, "Backups"): backs up the database with pg_dump and the media its
 * rows name, restores both into an empty database and an empty folder, and proves the copy whole — the
 * schema current, as many rows, every lot's bid chain and every issuer's invoice chain intact, every
 * image size and document there with the same bytes. The restored database is dropped unless `keep`.
 */
export const runRestoreDrill = async (options: {
  databaseUrl: string;
  storage: TStorage;
  pgBin?: string;
  keep?: boolean;
  log?: (message: string) => void;
}): Promise<TDrillReport> => {
  const { databaseUrl, storage, pgBin = '/usr/lib/postgresql/15/bin', keep = false } = options;
  const log = options.log ?? (() => {});
  const work = await mkdtemp(join(tmpdir(), 'lonja-restore-drill-'));
  const restoredName = `lonja_restore_${randomBytes(4).toString('hex')}`;
  const restoredUrl = new URL(databaseUrl);
  restoredUrl.pathname = `/${restoredName}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const source = await openPostgres(databaseUrl, 2);
  const checks: TDrillCheck[] = [];
  const check = (name: string, isPassed: boolean, detail: string) => {
    checks.push({ name, isPassed, detail });
    log(`${isPassed ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  };
  try {
    // 1. The backup: a dump of the database, and a copy of the media it names.
    const dumpPath = join(work, 'lonja.dump');
    log('pg_dump…');
    await run(join(pgBin, 'pg_dump'), ['--format=custom', `--file=${dumpPath}`, databaseUrl]);
    const { backup, digests, missingAtSource } = await backUpMedia(source.db, storage, work);
    const sourceCounts = await countRows(source.db);

    // 2. The restore, into an empty database and an empty folder.
    log(`pg_restore into ${restoredName}…`);
    await admin.connect();
    await admin.query(`create database "${restoredName}" template template0`);
    await run(join(pgBin, 'pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${restoredUrl}`,
      dumpPath,
    ]);
    const restoredMedia = createDiskStorage({ root: join(work, 'media-restored') });
    for (const key of digests.keys())
      await restoredMedia.put(key, (await readAll(backup, key))!, 'application/octet-stream');

    // 3. The checks, on the copy.
    const restored = await openPostgres(restoredUrl.toString(), 2);
    try {
      await checkCopy(restored.db, { sourceCounts, digests, missingAtSource, restoredMedia }, check);
    } finally {
      await restored.close();
    }
  } finally {
    await source.close();
    if (!keep) await admin.query(`drop database if exists "${restoredName}"`).catch(() => {});
    await admin.end().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
  return { isPassed: checks.every((item) => item.isPassed), restoredDatabase: restoredName, checks };
};
