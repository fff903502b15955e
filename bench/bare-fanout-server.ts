/**
 * The ceiling `npm run bench:live-sale` compares with: a bare `node:http` server holding Server-Sent-Event
 * streams (GET /stream) and writing one event to every one of them when told (POST /fire?version=N), with
 * nothing else: no database, no framework, no ordering. Runs in its own process; says its port when ready.
 */
import { createServer, type ServerResponse } from 'node:http';

const streams = new Set<ServerResponse>();
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(': open\n\n');
    streams.add(response);
    request.on('close', () => streams.delete(response));
    return;
  }
  const version = Number(url.searchParams.get('version'));
  // The same size of payload as a live-sale event carries (the sale's whole public state, ~600 bytes).
  const chunk = `event: live-sale\ndata: {"version":${version},"padding":"${'x'.repeat(600)}"}\n\n`;
  for (const stream of streams) stream.write(chunk);
  response.writeHead(204).end();
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
