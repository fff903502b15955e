import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { toFrame } from './frame.ts';
import { LiveStream } from './live-stream.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A real HTTP stream on loopback, its LiveStream on the server's side and the client's response. */
const openStream = async (onStalled: () => void) => {
  let stream!: LiveStream;
  const server = createServer((_request, raw) => {
    raw.writeHead(200, { 'content-type': 'text/event-stream' });
    stream = new LiveStream(raw, undefined, onStalled);
    stream.write(toFrame('retry: 3000\n\n'));
    stream.goDirect();
    stream.goLive();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${port}/`, resolve));
  return { stream, response };
};

const event = (id: number, size = 100) => ({
  id,
  auctionId: 1,
  type: 'bid',
  payload: { lotId: 1, note: 'x'.repeat(size) },
});

describe('a live stream', () => {
  it('sends each event once, in order, even when a resumed backlog and live deliveries overlap', async () => {
    const { stream, response } = await openStream(() => {});
    let text = '';
    response.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
    });
    stream.deliver([event(1), event(2)]);
    stream.send([event(2), event(3)]);
    stream.deliver([event(3)]);
    stream.deliver([event(4)]);
    await expect.poll(() => text.match(/^id: \d+/gm)?.join(',')).toBe('id: 1,id: 2,id: 3,id: 4');
  });

  it('is cut once the client has stopped reading and it falls more than 256 KB behind', async () => {
    let stalled = false;
    const { stream, response } = await openStream(() => {
      stalled = true;
    });
    response.pause();
    // The kernel's buffers on both sides take a few megabytes first; what is left waits in the socket.
    for (let id = 1; id <= 400 && !stalled; id++) {
      stream.deliver([event(id, 64 * 1024)]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stalled).toBe(true);
  });
});
