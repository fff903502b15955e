import net from 'node:net';

/**
 * A TCP relay to PostgreSQL that counts the statements clients send, read off the wire protocol rather
 * than from our own code: one per simple Query ('Q') and one per extended-protocol Execute ('E'). BEGIN
 * and COMMIT count like any other statement. `npm run bench:bids` points a second server at it to report
 * statements per accepted bid; its throughput figures come from a server connected directly.
 */
export const startStatementCounter = async (target: { host: string; port: number }) => {
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // The first message (startup, or an SSL request followed by startup) has no type byte.
    let untyped = true;
    let buffered: Buffer = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        if (untyped) {
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          // 80877103 is SSLRequest, 80877104 GSSENCRequest: the startup message still follows.
          const code = buffered.readInt32BE(4);
          untyped = code === 80877103 || code === 80877104;
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) break;
        const type = String.fromCharCode(buffered[0]!);
        if (type === 'Q' || type === 'E') statements++;
        buffered = buffered.subarray(1 + length);
      }
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    statements: () => statements,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
};
