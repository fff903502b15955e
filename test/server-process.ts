import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = async () => {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
};

export type TServerProcess = {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has gone. */
  exited: Promise<number | null>;
};

/**
 * The real server (src/server/main.ts) as its own process on a test's PostgreSQL database, for what only
 * a process can show: being killed, shutting down on a signal.
 */
export const startServerProcess = async (
  databaseUrl: string,
  env: Record<string, string> = {},
  /** Modules loaded before the server (a test's own clock: e2e/server-clock.ts). */
  preload: string[] = [],
  where: {
    /** The address it listens on and is reached at (a network namespace's, test/network-namespaces.ts). */
    host?: string;
    /** A command the server runs under, e.g. `ip netns exec <name>`: it must exec the server, not fork it. */
    launcher?: string[];
    /** The build it runs: another checkout's folder (a rolling deploy's new build); default this one. */
    cwd?: string;
  } = {},
) => {
  const host = where.host ?? '127.0.0.1';
  // A caller that must know the address before the start (PUBLIC_URL) picks the port itself.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const work = await mkdtemp(join(tmpdir(), 'lonja-process-'));
  const imports = preload.flatMap((module) => ['--import', module]);
  const [command, ...args] = [
    ...(where.launcher ?? []),
    process.execPath,
    '--import',
    'tsx',
    ...imports,
    'src/server/main.ts',
  ];
  const child = spawn(command!, args, {
    cwd: where.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: host,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      STAFF_SECOND_FACTOR: 'off',
      WEB_DIST_DIR: '/nonexistent',
      UPLOADS_DIR: join(work, 'uploads'),
      MAIL_DIR: join(work, 'mail'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Its uploads and mail go with it: nothing is left in the system's temporary folder.
  const exited = once(child, 'exit').then(async ([code]) => {
    await rm(work, { recursive: true, force: true });
    return code as number | null;
  });
  const url = `http://${host}:${port}`;
  // Up to a minute: a cold start compiles the server with tsx, and CI runs other test files meanwhile.
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, process: child, exited } satisfies TServerProcess;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server process did not start');
};
