import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type TFrame, toFrame } from './frame.ts';
import type { TLiveClient, TLiveEvent } from './live-hub.ts';

/**
 * A stream this far behind belongs to a client that stopped reading (a stalled connection, a suspended
 * laptop): it is cut rather than buffered for without end, and the browser's EventSource resumes with
 * Last-Event-ID once it reads again. Live clients otherwise have a few hundred bytes in flight.
 */
const maxBehindBytes = 256 * 1024;

const textOf = (event: TLiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
/** A hub delivery (one auction's events of one read) is encoded as one chunk once, however many receive it. */
const frames = new WeakMap<readonly TLiveEvent[], TFrame>();
const frameOf = (events: readonly TLiveEvent[]) => {
  let frame = frames.get(events);
  if (frame === undefined) {
    frame = toFrame(events.map(textOf).join(''));
    frames.set(events, frame);
  }
  return frame;
};

/**
 * One open event stream: what the hub hands it goes out once, in order, in one write.
 *
 * The headers go out with the first write, through the response; after it (`goDirect`), on HTTP/1.1, each
 * frame's ready-made chunk goes straight to the socket. ServerResponse.write would encode and frame it again
 * for every client and defer each write to the next tick: at 10,000 clients that was most of an event's
 * delivery time. HTTP/1.0 clients (no chunks) keep ServerResponse.write.
 *
 * Events that come while a resumed backlog goes out are held, then sent after it (`goLive`); from then on a
 * stream more than maxBehindBytes behind is `stalled`.
 *
 * One object with its state in fields, which the hub calls directly (TLiveClient), rather than closures
 * over it: a pass of the hub calls 10,000 streams in turn, and should touch as few objects per stream as the
 * bare server's loop it is measured against (npm run bench:live).
 */
export class LiveStream implements TLiveClient {
  private open = true;
  /** The socket that frames' chunks are written to, once the headers are out on HTTP/1.1. */
  private direct: Socket | null = null;
  private allowance = Number.POSITIVE_INFINITY;
  private wrote = false;
  /** Events held while the backlog goes out; null once live. */
  private held: TLiveEvent[] | null = [];
  /** The last event id sent: a resumed backlog and live deliveries may overlap. */
  private lastSent: number;

  constructor(
    private readonly raw: ServerResponse,
    resumeFrom: number | undefined,
    private readonly stalled: () => void,
  ) {
    this.lastSent = resumeFrom ?? 0;
  }

  /** The hub's delivery. */
  deliver(events: readonly TLiveEvent[]) {
    if (this.held === null) this.send(events);
    else this.held.push(...events);
  }

  /** Only events after the last one sent, in one write. */
  send(events: readonly TLiveEvent[]) {
    if (events.length === 0 || events[events.length - 1]!.id <= this.lastSent) return;
    const fresh = events[0]!.id > this.lastSent ? events : events.filter((event) => event.id > this.lastSent);
    this.lastSent = fresh[fresh.length - 1]!.id;
    this.write(fresh === events ? frameOf(events) : toFrame(fresh.map(textOf).join('')));
  }

  write(frame: TFrame) {
    if (!this.open) return;
    if (this.behind() > this.allowance) return this.stalled();
    this.wrote = true;
    if (this.direct !== null) this.direct.write(frame.chunk);
    else this.raw.write(frame.text);
  }

  /** A heartbeat: only if nothing else was written since the last. */
  beat(frame: TFrame) {
    if (!this.wrote) this.write(frame);
    this.wrote = false;
  }

  goDirect() {
    const socket = this.raw.socket;
    this.direct = this.raw.chunkedEncoding && socket?.writable === true ? socket : null;
  }

  /** The backlog is out: what came meanwhile follows it, and from now on a stream too far behind is cut. */
  goLive() {
    const held = this.held ?? [];
    this.held = null;
    this.send(held);
    this.allowance = this.behind() + maxBehindBytes;
  }

  /** Whether it was still open. */
  stop() {
    const was = this.open;
    this.open = false;
    return was;
  }

  /** Bytes written and not yet taken by the client's connection (direct writes bypass the response's count). */
  private behind() {
    return this.direct !== null ? this.direct.writableLength : this.raw.writableLength;
  }
}
