import net from 'node:net';

/**
 * A TCP relay to PostgreSQL that counts the statements it runs for its clients, read off the wire rather
 * than from our own code: one per CommandComplete or ErrorResponse the server sends back, so a message
 * holding several statements (BEGIN; SELECT …) counts each, and BEGIN and COMMIT count like any other.
 * Used by the bid-cost test and by `npm run bench:bids` for statements per accepted bid.
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
    client.pipe(upstream);
    let buffered: Buffer = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      // Every server message: a type byte, then its length (which counts itself).
      while (buffered.length >= 5) {
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) break;
        const type = String.fromCharCode(buffered[0]!);
        if (type === 'C' || type === 'E') statements++;
        buffered = buffered.subarray(1 + length);
      }
    });
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
