// Child process of the benchmark: a bare node:http server answering fixed bytes per path, the ceiling any
// framework on this machine can approach.
import http from 'node:http';

const bodies = new Map();
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url);
  if (!body) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
process.on('message', ({ path, body }) => {
  bodies.set(path, Buffer.from(body, 'base64'));
  process.send({ stored: path });
});
server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
process.on('disconnect', () => server.close(() => process.exit(0)));
