import http from 'node:http';

/**
 * The yardstick: a bare node:http server answering a fixed JSON body from memory. The bench
 * compares the shop to it, so figures mean the same on any machine.
 */
const body = Buffer.from(process.env.BARE_BODY ?? '{}');
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
