import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Hosts on a network of their own, made by a test on this machine: each a Linux network namespace with a
 * veth pair to one bridge in the test's own namespace, so clients in the test reach every host by a real IP
 * address and hosts reach each other through the bridge. Cutting a host's link (`ip link set … down`) drops
 * its packets as a failed switch port or a partition does: nothing is refused or reset, answers just stop.
 * Needs root (CAP_NET_ADMIN) and iproute2; `whyNoNamespaces()` says why not, for the test's skip message.
 */
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** Null when namespaces, veth pairs and a PostgreSQL server can be made here; otherwise why not. */
export const whyNoNamespaces = (): string | null => {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'making network namespaces needs root';
  if (!existsSync(join(pgBin, 'postgres'))) return `no PostgreSQL server in ${pgBin} (set PG_BIN)`;
  const probe = `lonja-probe-${process.pid}`;
  try {
    run('ip', ['netns', 'add', probe]);
    run('ip', [
      'link',
      'add',
      `ljp${process.pid % 100000}`,
      'type',
      'veth',
      'peer',
      'name',
      'eth0',
      'netns',
      probe,
    ]);
    return null;
  } catch (error) {
    return `ip netns/veth refused: ${String((error as { stderr?: string }).stderr ?? error).trim()}`;
  } finally {
    try {
      run('ip', ['link', 'del', `ljp${process.pid % 100000}`]);
    } catch {}
    try {
      run('ip', ['netns', 'del', probe]);
    } catch {}
  }
};

export type TNetwork = Awaited<ReturnType<typeof createNetwork>>;

/** One namespace per host name, on 10.231.N.0/24 (N from the process id, so parallel runs do not meet). */
export const createNetwork = async (hosts: string[]) => {
  const n = 20 + (process.pid % 200);
  const bridge = `ljbr${n}`;
  const namespaceOf = (host: string) => `lonja${n}-${host}`;
  const linkOf = (host: string) => `lj${n}${host}`.slice(0, 15);
  const addresses = new Map(hosts.map((host, index) => [host, `10.231.${n}.${10 + index}`]));
  const destroy = () => {
    for (const host of hosts) {
      // The pair goes with its namespace, but only once the kernel has cleaned that up: at once, here.
      try {
        run('ip', ['link', 'del', linkOf(host)]);
      } catch {}
      try {
        run('ip', ['netns', 'del', namespaceOf(host)]);
      } catch {}
    }
    try {
      run('ip', ['link', 'del', bridge]);
    } catch {}
  };
  destroy(); // what a run killed mid-way left behind
  try {
    run('ip', ['link', 'add', bridge, 'type', 'bridge']);
    run('ip', ['addr', 'add', `10.231.${n}.1/24`, 'dev', bridge]);
    run('ip', ['link', 'set', bridge, 'up']);
    for (const host of hosts) {
      const namespace = namespaceOf(host);
      run('ip', ['netns', 'add', namespace]);
      run('ip', ['link', 'add', linkOf(host), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', namespace]);
      run('ip', ['link', 'set', linkOf(host), 'master', bridge, 'up']);
      run('ip', ['-n', namespace, 'addr', 'add', `${addresses.get(host)}/24`, 'dev', 'eth0']);
      run('ip', ['-n', namespace, 'link', 'set', 'eth0', 'up']);
      run('ip', ['-n', namespace, 'link', 'set', 'lo', 'up']);
    }
  } catch (error) {
    destroy();
    throw error;
  }
  return {
    /** The clients' side of the bridge: what the hosts see the test's requests come from. */
    subnet: `10.231.${n}.0/24`,
    address: (host: string) => addresses.get(host)!,
    /** Prefix for a command run on that host (`ip netns exec` execs it: its pid is the command's). */
    launcher: (host: string) => ['ip', 'netns', 'exec', namespaceOf(host)],
    /** The host's cable pulled: every packet to and from it dropped, nothing reset. */
    cut: (host: string) => run('ip', ['link', 'set', linkOf(host), 'down']),
    restore: (host: string) => run('ip', ['link', 'set', linkOf(host), 'up']),
    destroy,
  };
};

/**
 * A throw-away PostgreSQL cluster on a host of the network: initdb in a temporary folder, the server as the
 * `postgres` user (it refuses root) listening on the host's address only, trusting the network.
 */
export const startPostgresOn = async (network: TNetwork, host: string) => {
  const folder = await mkdtemp(join(tmpdir(), 'lonja-netns-pg-'));
  const data = join(folder, 'data');
  const uid = Number(run('id', ['-u', 'postgres']).trim());
  const gid = Number(run('id', ['-g', 'postgres']).trim());
  await chown(folder, uid, gid);
  const asPostgres = ['setpriv', '--reuid', String(uid), '--regid', String(gid), '--clear-groups'];
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGQUIT'); // immediate shutdown: a throw-away cluster needs no checkpoint
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    run(asPostgres[0]!, [
      ...asPostgres.slice(1),
      join(pgBin, 'initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await appendFile(join(data, 'pg_hba.conf'), `host all all ${network.subnet} trust\n`);
    const address = network.address(host);
    server = spawn(
      network.launcher(host)[0]!,
      [
        ...network.launcher(host).slice(1),
        ...asPostgres,
        join(pgBin, 'postgres'),
        '-D',
        data,
        '-k',
        folder,
        '-c',
        `listen_addresses=${address}`,
        '-c',
        'fsync=off',
        '-c',
        'max_connections=100',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    server.stderr!.on('data', (chunk) => (log += chunk));
    const url = `postgres://postgres@${address}:5432/postgres`;
    for (let i = 0; ; i++) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      const up = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => {});
      if (up) break;
      if (i > 100 || server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
