/**
 * Child process of `npm run bench:live`: opens CLIENTS Server-Sent-Event streams to URL over plain TCP
 * sockets (a request line, then the bytes as they come: no HTTP parser or chunk decoding per client, so
 * what is measured is mostly the server), says "ready" once every stream has its first bytes, and records
 * when each `bid` event arrives, keyed by the bid's amount. Sends the arrivals back when asked.
 */
import net from 'node:net';

const url = new URL(process.env.URL!);
const clients = Number(process.env.CLIENTS);
const now = () => performance.timeOrigin + performance.now();
const arrivals: [amount: number, at: number][] = [];
const request = `GET ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\naccept: text/event-stream\r\n\r\n`;
let open = 0;
let failed = 0;

const connect = () =>
  new Promise<void>((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    socket.setEncoding('utf8');
    let buffer = '';
    let first = true;
    socket.on('data', (chunk: string) => {
      const at = now();
      if (first) {
        first = false;
        if (chunk.startsWith('HTTP/1.1 200')) open++;
        else failed++;
        resolve();
      }
      // Events are "\n\n"-terminated; the chunked framing around them ("\r\n5a\r\n") only prefixes the
      // next one, before its "id:" line, and does not disturb reading `data:`.
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.includes('event: bid')) {
          const data = frame.slice(frame.indexOf('data: ') + 6);
          arrivals.push([(JSON.parse(data) as { amount: number }).amount, at]);
        }
        end = buffer.indexOf('\n\n');
      }
    });
    socket.on('error', () => {
      if (first) failed++;
      first = false;
      resolve();
    });
  });

// Connect in batches, as crowds do, rather than all in one tick.
for (let i = 0; i < clients; i += 200) {
  await Promise.all(Array.from({ length: Math.min(200, clients - i) }, connect));
}
process.send!({ type: 'ready', open, failed });
process.on('message', (message: { type: string }) => {
  if (message.type === 'report') process.send!({ type: 'arrivals', arrivals }, () => process.exit(0));
});
