/**
 * Child process of `npm run bench:bulk`: two bidders (EMAILS, password PASSWORD) outbid each other on LOT
 * of AUCTION at BASE every EVERY_MS, while one live stream of the auction records when each bid's event
 * arrives. Says "ready" once the stream is open; on "report" sends every bid as [answered at, arrived at]
 * (epoch milliseconds; arrived is null if its event never came) and stops.
 */
import { createHttpClient } from '../test/http-client.ts';

const base = process.env.BASE!;
const lotId = Number(process.env.LOT);
const everyMs = Number(process.env.EVERY_MS ?? 100);
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bidders = await Promise.all(
  process.env.EMAILS!.split(',').map(async (email) => {
    const client = createHttpClient(base);
    const login = await client.login(email, process.env.PASSWORD!);
    if (login.status !== 200) throw new Error(`${email} could not log in: ${login.status}`);
    return client;
  }),
);

const arrived = new Map<number, number>();
const stream = await fetch(`${base}/api/frontend/auctions/${process.env.AUCTION}/live`, {
  headers: { accept: 'text/event-stream' },
});
if (!stream.ok || !stream.body) throw new Error(`The live stream did not open: ${stream.status}`);
void (async () => {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of stream.body!) {
    const at = now();
    pending += decoder.decode(chunk, { stream: true });
    const frames = pending.split('\n\n');
    pending = frames.pop()!;
    for (const frame of frames) {
      if (!frame.includes('event: bid')) continue;
      const amount = /"amount":(\d+)/.exec(frame)?.[1];
      if (amount) arrived.set(Number(amount), at);
    }
  }
})().catch(() => {});

const answered = new Map<number, number>();
let stopped = false;
process.on('message', (message) => {
  if (message !== 'report') return;
  stopped = true;
  // The last bids' events get a moment to arrive.
  void pause(2_000).then(() => {
    process.send!([...answered].map(([amount, at]) => [at, arrived.get(amount) ?? null]));
    process.exit(0);
  });
});
process.send!('ready');

let amount = 1_000;
for (let turn = 0; !stopped; turn++) {
  const started = now();
  const response = await bidders[turn % 2]!.post(`/api/frontend/auth/lots/${lotId}/bid`, { bid: { amount } });
  if (response.status === 200) {
    answered.set(amount, now());
    amount = response.json().data.lot.minimumBid;
  } else if (response.status === 409) amount = response.json().error.minimum ?? amount;
  await pause(Math.max(0, everyMs - (now() - started)));
}
