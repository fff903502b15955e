/**
 * Child process of `npm run bench:live`: opens CLIENTS Server-Sent-Event streams to URL with plain
 * sockets (no browser-sized client), says "ready" once every stream has its first bytes, and records when
 * each `bid` event arrives, keyed by the bid's amount. Sends the arrivals back when asked.
 */
import http from 'node:http';

const url = process.env.URL!;
const clients = Number(process.env.CLIENTS);
const now = () => performance.timeOrigin + performance.now();
const arrivals: [amount: number, at: number][] = [];
let open = 0;
let failed = 0;

const connect = () =>
  new Promise<void>((resolve) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        failed++;
        response.resume();
        return resolve();
      }
      response.setEncoding('utf8');
      let buffer = '';
      let first = true;
      response.on('data', (chunk: string) => {
        const at = now();
        if (first) {
          first = false;
          open++;
          resolve();
        }
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
    });
    request.on('error', () => {
      failed++;
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
