import net from 'node:net';

/**
 * A TCP relay to PostgreSQL for fault tests: `cut` drops every connection and refuses new ones until
 * `restore`; `pause` stops passing bytes without closing anything (a network stall, not a reset);
 * `blackhole` does that to new connections as well (a partition) until `cut` and `restore`.
 */
export const createRelay = async (target: { host: string; port: number }) => {
  const sockets = new Set<net.Socket>();
  let up = true;
  let holes = false;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    if (holes) {
      // Accepted and never answered, as a connection to a host whose link is down (its SYN unanswered).
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => {});
      return client.pause();
    }
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      up = true;
      holes = false;
    },
    /** `pause`, and every new connection held unanswered too: the database cut off by the network. */
    blackhole: () => {
      holes = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    pause: () => {
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};

/** Where a database URL points, as a relay's target. */
export const targetOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return { host: url.hostname, port: Number(url.port || 5432) };
};

/** The same database, reached through a local relay listening on `port`. */
export const throughRelay = (databaseUrl: string, port: number) => {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
};
