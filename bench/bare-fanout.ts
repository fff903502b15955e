/**
 * Child process of `npm run bench:live` and `bench:live-sale`: the ceiling their figures are compared with. A bare `node:http`
 * server on PORT holding every GET but /api/health as an event stream with the app's headers, which writes each event the
 * parent sends it (over IPC, as latin1 text: byte for byte) to every stream at once: one chunk framed once, written straight to each socket
 * in one loop, as the app's hub writes (src/server/live/live-stream.ts); events that came during a loop go out
 * together in the next. No database, no routing, no
 * backlog, no per-client allowance: what this machine's Node can do with the same bytes and streams.
 */
import { createServer, type ServerResponse } from 'node:http';

const streams = new Set<ServerResponse>();
const server = createServer((request, response) => {
  // Probed as the app's /api/health is (bench/live.ts), for the same load beside the fan-out.
  if (request.url === '/api/health') {
    response.end('{"status":"ok"}');
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.write(': ok\n\n');
  streams.add(response);
  request.socket.on('close', () => streams.delete(response));
});
server.keepAliveTimeout = 0;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send!({ type: 'listening' }));

/**
 * Events that arrive while a pass is writing join the next pass, in one chunk per socket: the hub does the same
 * (a client gets, in one write, every event it has not had), so a bare server that wrote each event in a loop of
 * its own would fall behind the app at 30 events/s and stop being a ceiling.
 */
let pending: Buffer[] = [];
let passing = false;
const pass = () => {
  const chunk = Buffer.concat(pending);
  pending = [];
  for (const stream of streams) stream.socket?.write(chunk);
  if (pending.length > 0) setImmediate(pass);
  else passing = false;
};
process.on('message', (message: { type: 'event'; text: string }) => {
  const body = Buffer.from(message.text, 'latin1');
  pending.push(Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n'));
  if (!passing) {
    passing = true;
    setImmediate(pass);
  }
});
