/**
 * Child process of `npm run bench:live`: opens CLIENTS Server-Sent-Event streams to URL over plain TCP
 * sockets (a request line, then the bytes as they come: no HTTP parser or chunk decoding per client, so
 * what is measured is mostly the server), says "ready" once every stream has its first bytes, and records
 * when each `bid` event arrives, keyed by the bid's amount. Sends the arrivals back when asked, with the
 * text of the first bid event seen (the bytes the bare server of the comparison then writes), which it also
 * sends alone when asked for a `sample`.
 */
import net from 'node:net';

const url = new URL(process.env.URL!);
/** Which events to time and the number in their data that names each (a bid's amount, a sale's version). */
const eventName = process.env.EVENT ?? 'bid';
const keyName = process.env.KEY ?? 'amount';
const clients = Number(process.env.CLIENTS);
const now = () => performance.timeOrigin + performance.now();
const arrivals: [amount: number, at: number][] = [];
let sample: string | null = null;
const request = `GET ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\naccept: text/event-stream\r\n\r\n`;
let open = 0;
let failed = 0;

/**
 * Every socket reads into this one buffer (net's `onread`): no allocation, string or stream machinery per
 * read. The clients share the server's two cores, so the less each read costs, the more of the delivery time
 * measured is the server's. A read is scanned for `"amount":N` in `bid` events; the first one's status line
 * says whether the stream opened.
 */
const readBuffer = Buffer.alloc(64 * 1024);
const bidEvent = Buffer.from(`event: ${eventName}`);
const amountKey = Buffer.from(`"${keyName}":`);
const recordBids = (bytes: Buffer, at: number) => {
  for (let event = bytes.indexOf(bidEvent); event >= 0; event = bytes.indexOf(bidEvent, event + 1)) {
    let digit = bytes.indexOf(amountKey, event) + amountKey.length;
    let amount = 0;
    while (bytes[digit]! >= 48 && bytes[digit]! <= 57) amount = amount * 10 + bytes[digit++]! - 48;
    arrivals.push([amount, at]);
    const text = sample === null ? bytes.toString('latin1') : '';
    const end = text.indexOf('\n\n', event);
    // The first bid event read whole (one that spans two reads is skipped).
    if (sample === null && end > 0)
      sample = text.slice(Math.max(text.lastIndexOf('id: ', event), 0), end + 2);
  }
};

const connect = () =>
  new Promise<void>((resolve) => {
    let first = true;
    const socket = net.connect({
      port: Number(url.port),
      host: url.hostname,
      onread: {
        buffer: readBuffer,
        // An SSE event arrives whole in one read here: the server writes each in one chunk of a few hundred bytes.
        callback: (length) => {
          const at = now();
          const bytes = readBuffer.subarray(0, length);
          if (first) {
            first = false;
            if (bytes.toString('latin1', 0, 12) === 'HTTP/1.1 200') open++;
            else failed++;
            resolve();
          }
          recordBids(bytes, at);
          return true;
        },
      },
    });
    socket.on('connect', () => socket.write(request));
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
  if (message.type === 'sample') process.send!({ type: 'sample', sample });
  if (message.type === 'report') process.send!({ type: 'arrivals', arrivals, sample }, () => process.exit(0));
});
