/**
 * Child process of `npm run bench:live` and `bench:live-sale`: the ceiling their figures are compared with. A bare `node:http`
 * server on PORT holding every GET as an event stream with the app's headers, which writes each event the
 * parent sends it (over IPC, as latin1 text: byte for byte) to every stream at once: one chunk framed once, written straight to each socket
 * in one loop, as the app's hub writes (src/server/live/live.routes.ts). No database, no routing, no
 * backlog, no per-client allowance: what this machine's Node can do with the same bytes and streams.
 */
import { createServer, type ServerResponse } from 'node:http';

const streams = new Set<ServerResponse>();
const server = createServer((request, response) => {
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

process.on('message', (message: { type: 'event'; text: string }) => {
  const body = Buffer.from(message.text, 'latin1');
  const chunk = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
  for (const stream of streams) stream.socket?.write(chunk);
});
