/**
 * `npm run bench:memory`: the resident memory (RSS) of the server on the embedded database (PGlite), as
 * `npm start` runs it, once idle. Each run starts src/server/main.ts in its own process on a fresh data
 * directory (migrated and seeded with the demo, as a first start is), then again on the same data (a
 * restart, nothing to migrate or seed); each time it fetches a few public answers so the
 * usual code has run, waits BENCH_IDLE_SECONDS (default 20) for start-up work and garbage collection to
 * settle, and reads the process's VmRSS and VmHWM (its peak) from /proc. BENCH_RUNS (default 3) runs; prints
 * each and the median. Linux only (/proc).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer } from './support.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);

/** src/server/main.ts as `npm start` runs it, on its own data directory; a first start can take minutes. */
const startEmbedded = (port: number, dataDir: string) =>
  startServer(
    port,
    {
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      UPLOADS_DIR: join(dataDir, 'uploads'),
      MAIL_DIR: join(dataDir, 'mail'),
      ADMIN_PASSWORD: 'admin-de-memoria',
      SEED_DEMO: 'true',
    },
    { waitSeconds: 300 },
  );

const memoryOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const results: Record<'first start' | 'restart', { rss: number; peak: number }[]> = {
  'first start': [],
  restart: [],
};
for (let run = 1; run <= runs; run++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lonja-idle-memory-'));
  // The first start migrates and seeds the demo; a restart on the same data finds them done.
  for (const start of ['first start', 'restart'] as const) {
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = await startEmbedded(port, dataDir);
    for (const path of ['/api/frontend/auctions/open', '/api/frontend/search?q=torno', '/']) {
      await fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.arrayBuffer());
    }
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const memory = await memoryOf(server.pid!);
    results[start].push(memory);
    console.log(
      `run ${run}, ${start}: idle RSS ${memory.rss.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB`,
    );
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
}
const median = (values: number[]) => percentile(values, 50).toFixed(0);
for (const [start, values] of Object.entries(results)) {
  console.log(
    `${start}, median of ${runs}: idle RSS ${median(values.map((value) => value.rss))} MB, peak ${median(values.map((value) => value.peak))} MB`,
  );
}
process.exit(0);
